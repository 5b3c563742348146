import { act, fireEvent, screen, within } from '@testing-library/react';
import { useSupportForm, type DataLayerWindow } from '@x4i/shared';
import { renderWithProviders, setupMswServer } from '@x4i/shared/testing';
import { ContactUsDialog } from './contact-us-dialog';
import { FORM_SERVICE_UNAVAILABLE } from './form-service';

setupMswServer();

const formService = { src: 'https://forms.example.com/v2.js', formId: 'contact-1', ticketFormId: 'ticket-1', global: 'testForms' };
const win = window as DataLayerWindow & { testForms?: unknown };

function SupportOpener() {
  const { open } = useSupportForm();
  return (
    <button type="button" onClick={() => open('Data correction request')}>
      Get support
    </button>
  );
}

function renderDialog(config?: typeof formService) {
  return renderWithProviders(
    <>
      <SupportOpener />
      <ContactUsDialog formService={config} />
    </>,
  );
}

beforeEach(() => {
  delete win.dataLayer;
  delete win.testForms;
  jest.spyOn(console, 'debug').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('support form and form service', () => {
  it("opens Contact Us with the subject prefilled in the built-in form, and records 'ask_support'", async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Get support' }));
    const dialog = screen.getByRole('dialog', { name: 'Contact Us' });
    expect(await within(dialog).findByLabelText('Message')).toHaveValue('Data correction request\n\n');
    expect(win.dataLayer).toEqual([{ event: 'ask_support' }]);
  });

  it('creates the ticket form of the configured form service in the dialog', async () => {
    const create = jest.fn();
    win.testForms = { forms: { create } };
    const { user } = renderDialog(formService);
    await user.click(screen.getByRole('button', { name: 'Get support' }));
    const target = await screen.findByTestId('embedded-contact-form');
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ formId: 'ticket-1', target: `#${target.id}` }));
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    // The library calls back once its form is there; no subject field in it is logged at debug level.
    await act(async () => create.mock.calls[0][0].onFormReady());
    expect(console.debug).toHaveBeenCalledWith('Support ticket form not found');
  });

  it('after 50 tries at 250 ms says the service is not available and offers the built-in form', async () => {
    jest.useFakeTimers();
    try {
      renderDialog(formService);
      fireEvent.click(screen.getByRole('button', { name: 'Get support' }));
      expect(screen.getByTestId('embedded-contact-form')).toBeInTheDocument();
      await act(async () => jest.advanceTimersByTimeAsync(250 * 48));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await act(async () => jest.advanceTimersByTimeAsync(250));
      expect(screen.getByRole('alert')).toHaveTextContent(FORM_SERVICE_UNAVAILABLE);
      expect(console.debug).toHaveBeenCalledWith('Form library not available');
      await act(async () => jest.advanceTimersByTimeAsync(100));
      expect(await screen.findByLabelText('Message')).toHaveValue('Data correction request\n\n');
    } finally {
      jest.useRealTimers();
    }
  });
});
