import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { PUBLIC_API_DOCUMENT_PATH } from '@x4i/shared/contracts';

/** Where the shell's build puts Swagger UI's prebuilt bundle (see webpack.config.js). */
const VIEWER = '/vendor/swagger-ui/';

type SwaggerUiBundle = (options: Record<string, unknown>) => unknown;

declare global {
  interface Window {
    SwaggerUIBundle?: SwaggerUiBundle;
  }
}

let loading: Promise<SwaggerUiBundle> | null = null;

/**
 * Swagger UI's own bundle (1.7 MB, its own React inside), loaded by this page alone and only in the browser: a
 * style sheet and a script tag, once per visit. A failed load is forgotten, so that "Try again" loads it again.
 */
function loadViewer(): Promise<SwaggerUiBundle> {
  loading ??= new Promise<SwaggerUiBundle>((resolve, reject) => {
    if (!document.querySelector(`link[href="${VIEWER}swagger-ui.css"]`)) {
      const style = document.createElement('link');
      style.rel = 'stylesheet';
      style.href = `${VIEWER}swagger-ui.css`;
      document.head.append(style);
    }
    const script = document.createElement('script');
    script.src = `${VIEWER}swagger-ui-bundle.js`;
    script.onload = () => (window.SwaggerUIBundle ? resolve(window.SwaggerUIBundle) : reject(new Error('Swagger UI did not start')));
    script.onerror = () => {
      script.remove();
      reject(new Error('Swagger UI could not be loaded'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Swagger UI's own colours, darkened where its text is too pale to read (WCAG AA contrast, checked by axe). */
const Viewer = styled.div`
  .swagger-ui {
    .wrapper {
      padding: 0;
    }

    .info .title small,
    .info .title small.version-stamp,
    .info .title small pre {
      background: #3b4151;
    }

    .info a.url,
    .info .url {
      color: #1f5f99;
    }

    .btn.authorize {
      color: #1b6e45;
      border-color: #1b6e45;

      span {
        color: inherit;
      }

      svg {
        fill: currentColor;
      }
    }

    .opblock.opblock-get .opblock-summary-method {
      background: #1c64a8;
    }

    .btn.execute {
      background: #1c64a8;
      border-color: #1c64a8;
    }
  }
`;

/**
 * The public API's reference, rendered by Swagger UI from the live OpenAPI document: every endpoint with its
 * parameters and answers, and "Try it out", which calls this site's API from the browser (within the caller's
 * quota). The server renders the page without it; the viewer fills the box after hydration.
 */
export function ApiReference() {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    let observer: MutationObserver | undefined;
    setState('loading');
    loadViewer().then(
      (SwaggerUI) => {
        if (cancelled || !box.current) return;
        const domNode = box.current;
        // Its header and its list of operations are <main> elements (focusable, so role="none" would not hold), a
        // second main landmark in the page; its server list is a select with no label. Mended as they are added,
        // before anything reads the page.
        const mend = () => {
          for (const main of domNode.querySelectorAll('main:not([role])')) main.setAttribute('role', 'group');
          domNode.querySelector('select#servers:not([aria-label])')?.setAttribute('aria-label', 'Server');
        };
        observer = new MutationObserver(mend);
        observer.observe(domNode, { childList: true, subtree: true });
        SwaggerUI({ domNode, url: PUBLIC_API_DOCUMENT_PATH, deepLinking: false, docExpansion: 'list', defaultModelsExpandDepth: 0, tryItOutEnabled: true });
        setState('ready');
      },
      () => !cancelled && setState('failed'),
    );
    return () => {
      cancelled = true;
      observer?.disconnect();
    };
  }, [attempt]);

  return (
    <>
      {state === 'loading' && <p role="status">Loading the API reference…</p>}
      {state === 'failed' && (
        <p role="alert">
          The API reference could not be loaded.{' '}
          <button type="button" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </p>
      )}
      <Viewer ref={box} data-testid="api-reference" />
    </>
  );
}
