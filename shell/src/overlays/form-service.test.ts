import {
  createFormOnce,
  findFormLibrary,
  FORM_ALREADY_INITIALIZED,
  FORM_LIBRARY_MISSING,
  FORM_SERVICE_UNAVAILABLE,
  prefillTicketSubject,
  waitForFormLibrary,
  type FormLibrary,
} from './form-service';

const quietLog = () => ({ debug: jest.fn(), warn: jest.fn() });

describe('waitForFormLibrary', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('tries every 250 ms, logging each miss, and resolves once the library is there', async () => {
    const log = quietLog();
    const library = { forms: { create: jest.fn() } };
    let available: FormLibrary | undefined;
    const result = waitForFormLibrary(() => available, { log });
    await jest.advanceTimersByTimeAsync(250 * 3);
    expect(log.debug).toHaveBeenCalledTimes(4);
    expect(log.debug).toHaveBeenCalledWith(FORM_LIBRARY_MISSING);
    available = library;
    await jest.advanceTimersByTimeAsync(250);
    await expect(result).resolves.toBe(library);
  });

  it('fails after 50 tries with the form service error', async () => {
    const log = quietLog();
    const find = jest.fn<FormLibrary | undefined, []>(() => undefined);
    const result = waitForFormLibrary(find, { log });
    const outcome = result.then(() => new Error('resolved'), (error: Error) => error);
    await jest.advanceTimersByTimeAsync(250 * 48);
    expect(find).toHaveBeenCalledTimes(49);
    await jest.advanceTimersByTimeAsync(250);
    expect(find).toHaveBeenCalledTimes(50);
    expect((await outcome).message).toBe(FORM_SERVICE_UNAVAILABLE);
    await jest.advanceTimersByTimeAsync(1000);
    expect(find).toHaveBeenCalledTimes(50);
  });
});

describe('createFormOnce', () => {
  it('creates once per target; a second create is skipped and logged', () => {
    const log = quietLog();
    const library = { forms: { create: jest.fn() } };
    const created = new Set<string>();
    expect(createFormOnce(library, { formId: 'f', target: '#a' }, created, log)).toBe(true);
    expect(createFormOnce(library, { formId: 'f', target: '#a' }, created, log)).toBe(false);
    expect(library.forms.create).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(FORM_ALREADY_INITIALIZED, 'f');
  });

  it('finds the library only when it has forms.create', () => {
    expect(findFormLibrary('hbspt', {})).toBeUndefined();
    expect(findFormLibrary('hbspt', { hbspt: { forms: {} } })).toBeUndefined();
    expect(findFormLibrary('hbspt', { hbspt: { forms: { create: () => undefined } } })).toBeDefined();
  });
});

describe('prefillTicketSubject', () => {
  it("fills the ticket form's subject field", () => {
    const container = document.createElement('div');
    container.innerHTML = '<input name="TICKET.subject">';
    const onInput = jest.fn();
    container.addEventListener('input', onInput);
    expect(prefillTicketSubject(container, 'Data question', quietLog())).toBe(true);
    expect(container.querySelector('input')).toHaveValue('Data question');
    expect(onInput).toHaveBeenCalled();
  });

  it('logs at debug level when the ticket form is not found', () => {
    const log = quietLog();
    expect(prefillTicketSubject(document.createElement('div'), 'Data question', log)).toBe(false);
    expect(log.debug).toHaveBeenCalledWith('Support ticket form not found');
  });
});
