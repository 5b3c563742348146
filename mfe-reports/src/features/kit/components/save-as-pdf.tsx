import { Button, useAnalytics } from '@x4i/shared';
import { useEffect, useRef } from 'react';
import { useLocation } from '@x4i/shared/router';
import { styled } from 'styled-components';

/**
 * 'Save as PDF': opens the browser's print dialog (where Save as PDF is a destination) on the page's print
 * stylesheet, and records the `download_pdf` event (SPEC 7.5). Printing with the browser's own command records it
 * too, once. A closed <details> prints closed, so every table of the page is opened first: the paper copy has the
 * figures as well as the charts.
 */
export function SaveAsPdf() {
  const { track } = useAnalytics();
  const { pathname, search } = useLocation();
  const fromButton = useRef(false);
  const page = `${pathname}${search}`;

  useEffect(() => {
    const onBeforePrint = () => {
      document.querySelectorAll('details').forEach((details) => ((details as HTMLDetailsElement).open = true));
      if (!fromButton.current) track('download_pdf', { page, via: 'browser' });
      fromButton.current = false;
    };
    window.addEventListener('beforeprint', onBeforePrint);
    return () => window.removeEventListener('beforeprint', onBeforePrint);
  }, [page, track]);

  return (
    <Button
      variant="secondary"
      onClick={() => {
        fromButton.current = true;
        track('download_pdf', { page, via: 'button' });
        window.print();
      }}
    >
      Save as PDF
    </Button>
  );
}

const Row = styled.p`
  margin: 0 0 16px;
`;

/** Save as PDF on a line of its own, under a page's heading. */
export function SaveAsPdfRow() {
  return (
    <Row>
      <SaveAsPdf />
    </Row>
  );
}
