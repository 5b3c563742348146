/**
 * The third-party form service (SPEC 2.6, 8): a marketing-form library loaded by script, waited for, then asked
 * to create the contact form inside a target element. Pure helpers; the dialog uses them.
 */

/** SPEC 8: how long the form library is waited for: 50 tries, 250 ms apart. */
export const FORM_LIBRARY_TRIES = 50;
export const FORM_LIBRARY_INTERVAL_MS = 250;

export const FORM_LIBRARY_MISSING = 'Form library not available';
export const FORM_ALREADY_INITIALIZED = 'Form already initialized';
export const FORM_SERVICE_UNAVAILABLE = 'The embedded form service is not available';

export interface FormCreateOptions {
  formId: string;
  /** A CSS selector of the element the form goes in. */
  target: string;
  /** Called by the library once the form is in the page. */
  onFormReady?: (form: unknown) => void;
  /** Called by the library once the form is submitted. */
  onFormSubmitted?: (form: unknown) => void;
}

export interface FormLibrary {
  forms: { create(options: FormCreateOptions): unknown };
}

export interface FormServiceLog {
  debug(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
}

export const consoleLog: FormServiceLog = {
  debug: (message, ...details) => console.debug(message, ...details),
  warn: (message, ...details) => console.warn(message, ...details),
};

/** The library the global names, when it has `forms.create`. */
export function findFormLibrary(globalName: string, win: object = window): FormLibrary | undefined {
  const candidate = (win as Record<string, unknown>)[globalName] as Partial<FormLibrary> | undefined;
  return typeof candidate?.forms?.create === 'function' ? (candidate as FormLibrary) : undefined;
}

/**
 * Tries `find` now and then every `intervalMs`, `tries` times in all. Resolves with the first value found;
 * each failed try is logged ('Form library not available'); after the last, rejects with
 * 'The embedded form service is not available'. `signal` stops the waiting (rejects with its reason).
 */
export function waitForFormLibrary<T>(
  find: () => T | undefined,
  {
    tries = FORM_LIBRARY_TRIES,
    intervalMs = FORM_LIBRARY_INTERVAL_MS,
    log = consoleLog,
    signal,
  }: { tries?: number; intervalMs?: number; log?: FormServiceLog; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason ?? new Error('Aborted'));
    };
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const tryOnce = () => {
      attempt += 1;
      const found = find();
      if (found !== undefined) {
        signal?.removeEventListener('abort', onAbort);
        resolve(found);
        return;
      }
      log.debug(FORM_LIBRARY_MISSING);
      if (attempt >= tries) {
        signal?.removeEventListener('abort', onAbort);
        reject(new Error(FORM_SERVICE_UNAVAILABLE));
        return;
      }
      timer = setTimeout(tryOnce, intervalMs);
    };
    tryOnce();
  });
}

/**
 * Creates a form once per target: a second create for the same target is skipped and logged
 * ('Form already initialized'). Returns whether the form was created.
 */
export function createFormOnce(library: FormLibrary, options: FormCreateOptions, created: Set<string>, log: FormServiceLog = consoleLog): boolean {
  if (created.has(options.target)) {
    log.warn(FORM_ALREADY_INITIALIZED, options.formId);
    return false;
  }
  created.add(options.target);
  library.forms.create(options);
  return true;
}

const loadedScripts = new Map<string, Promise<void>>();

/** Adds a script tag once per URL; resolves when it has loaded. */
export function loadScript(src: string, doc: Document = document): Promise<void> {
  const known = loadedScripts.get(src);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      loadedScripts.delete(src);
      reject(new Error(`Could not load ${src}`));
    });
    doc.head.appendChild(script);
  });
  loadedScripts.set(src, loading);
  return loading;
}

/** Field names a ticket form's subject may have. */
const SUBJECT_FIELDS = ['subject', 'TICKET.subject', 'ticket_subject'];

/**
 * Prefills the subject of a third-party ticket form inside `container`; when the form or its subject field is
 * not found, that is logged at debug level (SPEC 2.6). Returns whether it was prefilled.
 */
export function prefillTicketSubject(container: ParentNode | null, subject: string, log: FormServiceLog = consoleLog): boolean {
  const field = container?.querySelector<HTMLInputElement | HTMLTextAreaElement>(SUBJECT_FIELDS.map((name) => `[name="${name}"]`).join(', '));
  if (!field) {
    log.debug('Support ticket form not found');
    return false;
  }
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (setter) setter.call(field, subject);
  else field.value = subject;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
  return true;
}
