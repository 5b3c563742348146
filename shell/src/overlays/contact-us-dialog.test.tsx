import { screen, waitFor, within } from '@testing-library/react';
import { useContactUs } from '@x4i/shared';
import { contactRateLimitedHandlers, recordRequests, renderWithProviders, setupMswServer } from '@x4i/shared/testing';
import { ContactUsDialog } from './contact-us-dialog';

const server = setupMswServer();
const requests = recordRequests(server);
beforeEach(() => requests.clear());

function Opener() {
  const { open } = useContactUs();
  return (
    <button type="button" onClick={open}>
      Contact Us
    </button>
  );
}

function renderDialog() {
  const view = renderWithProviders(
    <>
      <Opener />
      <ContactUsDialog />
    </>,
  );
  const open = async () => {
    await view.user.click(screen.getByRole('button', { name: 'Contact Us' }));
    const dialog = screen.getByRole('dialog', { name: 'Contact Us' });
    await within(dialog).findByLabelText('Name');
    return dialog;
  };
  return { ...view, open };
}

describe('ContactUsDialog', () => {
  it('is not in the page until first opened', () => {
    renderDialog();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a modal dialog titled Contact Us, with focus inside, and Escape closes it and gives focus back', async () => {
    const { open, user } = renderDialog();
    const dialog = await open();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close Contact Us' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact Us' })).toHaveFocus();
  });

  it('is persistent: a click on the backdrop does not close it; the close icon does', async () => {
    const { open, user } = renderDialog();
    const dialog = await open();
    await user.click(screen.getByTestId('contact-us-backdrop'));
    expect(dialog).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close Contact Us' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog: opened with showModal(), so the browser keeps focus inside', async () => {
    const { open } = renderDialog();
    const dialog = await open();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveProperty('open', true);
  });

  it('checks the fields before sending, with the messages beside them', async () => {
    const { open, user } = renderDialog();
    const dialog = await open();
    await user.type(within(dialog).getByLabelText('Email'), 'ada@');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Enter your name (up to 120 characters).');
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(within(dialog).getByLabelText('Message')).toHaveAccessibleDescription('Enter a message of 1 to 5000 characters.');
    expect(within(dialog).getByLabelText('Organization (optional)')).not.toHaveAttribute('aria-invalid');
    expect(requests.urls).toEqual([]);
  });

  it('keeps a half-written message when closed without sending', async () => {
    const { open, user } = renderDialog();
    let dialog = await open();
    await user.type(within(dialog).getByLabelText('Name'), 'Ada');
    await user.keyboard('{Escape}');
    dialog = await open();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Ada');
  });

  it('sends the message, thanks the visitor, and starts a fresh form after closing', async () => {
    const { open, user } = renderDialog();
    let dialog = await open();
    await user.type(within(dialog).getByLabelText('Name'), ' Ada Lovelace ');
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.org');
    await user.type(within(dialog).getByLabelText('Organization (optional)'), 'Analytical Engines');
    await user.type(within(dialog).getByLabelText('Message'), 'Hello there.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Thank you!')).toBeVisible();
    expect(within(dialog).getByText('Your message has been sent. We will get back to you soon.')).toBeVisible();
    expect(requests.urls.map((url) => url.pathname)).toEqual(['/api/contact']);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    dialog = await open();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('');
    expect(within(dialog).getByLabelText('Message')).toHaveValue('');
  });

  it('shows the rate-limit message from the API and keeps what was typed', async () => {
    server.use(...contactRateLimitedHandlers);
    const { open, user } = renderDialog();
    const dialog = await open();
    await user.type(within(dialog).getByLabelText('Name'), 'Ada');
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.org');
    await user.type(within(dialog).getByLabelText('Message'), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many messages. Please try again in a few minutes.');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Ada');
  });

  it('shows a field error from the API beside its field', async () => {
    const { open, user } = renderDialog();
    const dialog = await open();
    await user.type(within(dialog).getByLabelText('Name'), 'Ada');
    // Passes the form's check, but the backend has the last word.
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.org');
    await user.type(within(dialog).getByLabelText('Message'), 'Hello');
    const { http } = await import('msw');
    const { apiErrorResponse, apiPath } = await import('@x4i/shared/testing');
    server.use(http.post(apiPath('/contact'), () => apiErrorResponse(400, 'invalid_email', 'Enter a valid email address.')));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address.'));
  });
});
