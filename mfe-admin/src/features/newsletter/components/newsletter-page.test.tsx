import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import type { NewsletterInput, NewsletterOverview } from '@x4i/shared/contracts';
import { buildSessionUser, setupMswServer } from '@x4i/shared/testing';
import { http, HttpResponse } from 'msw';
import { routeTable } from '../../../route-table';
import { expectAccessible, renderAdminPage } from '../../../testing/render-admin-page';
import { NewsletterPage } from './newsletter-page';

const server = setupMswServer();
const route = routeTable.find((entry) => entry.id === 'newsletter')!;

/** The backend's newsletter on the fake server: a POST adds to the list, one mail per subscriber. */
function serveNewsletter(subscribers: number, answer?: () => Response) {
  const overview: NewsletterOverview = {
    subscribers,
    sent: [{ id: 'n1', subject: 'October news', sentAt: '2026-10-01T09:00:00.000Z', recipients: 2, sentBy: 'taylor@x4i.example.org' }],
  };
  const posted: unknown[] = [];
  server.use(
    http.get('/api/admin/newsletter', () => HttpResponse.json(overview)),
    http.post('/api/admin/newsletter', async ({ request }) => {
      const input = (await request.json()) as NewsletterInput;
      posted.push(input);
      if (answer) return answer();
      overview.sent.unshift({ id: 'n2', subject: input.subject, sentAt: '2026-11-24T09:00:00.000Z', recipients: subscribers, sentBy: 'taylor@x4i.example.org' });
      return HttpResponse.json({ id: 'n2', recipients: subscribers }, { status: 201 });
    }),
  );
  return posted;
}

const renderPage = (user?: ReturnType<typeof buildSessionUser>) =>
  renderAdminPage(server, <NewsletterPage route={route} />, { route: '/admin/newsletter', path: route.path, user });

describe('the newsletter page', () => {
  it('says how many members subscribe, checks the form, confirms, sends and lists the newsletter', async () => {
    const posted = serveNewsletter(3);
    const { user } = renderPage();
    expect(await screen.findByText('3 members have “Newsletter” turned on in their profile: each gets the newsletter by e-mail.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('X4I - Newsletter'));
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toContainElement(screen.getByRole('link', { name: 'Newsletter' }));
    const table = screen.getByRole('table', { name: 'Newsletters sent, latest first' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/October news\s*2\s*taylor@x4i.example.org/);
    await expectAccessible();

    await user.click(screen.getByRole('button', { name: 'Send the newsletter…' }));
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription('Write a subject.');
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveAccessibleDescription(expect.stringContaining('Write the text of the newsletter.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Subject' }), ' November news ');
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'Dear members,{Enter}{Enter}We listed 100 grants.');
    await user.click(screen.getByRole('button', { name: 'Send the newsletter…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the newsletter?' });
    expect(dialog).toHaveTextContent('“November news” will be e-mailed to 3 members: everyone with “Newsletter” turned on in their profile.');
    // The form checks its fields before it opens the dialog, so the dialog takes focus a moment after the click.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await expectAccessible();

    // Escape keeps everything as it was.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Send the newsletter…' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send to 3 subscribers' }));
    const status = await screen.findByText(/was handed on as 3 e-mails/);
    expect(status).toHaveTextContent('“November news” was handed on as 3 e-mails, one to each subscriber. They are in the outbox, which says whether each one was sent.');
    expect(within(status).getByRole('link', { name: 'outbox' })).toHaveAttribute('href', '/admin/outbox');
    expect(posted).toEqual([{ subject: 'November news', body: 'Dear members,\n\nWe listed 100 grants.' }]);
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent('November news'));
  });

  it('offers the newsletters sent as a download', async () => {
    serveNewsletter(1);
    renderPage();
    expect(await screen.findByRole('button', { name: 'Download CSV of Newsletters sent' })).toBeInTheDocument();
  });

  it('says so when nobody subscribes, and sends nothing', async () => {
    serveNewsletter(0);
    renderPage();
    expect(await screen.findByText(/No member has “Newsletter” turned on in their profile yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the newsletter…' })).toBeDisabled();
  });

  it('shows what the backend refused', async () => {
    serveNewsletter(1, () => HttpResponse.json({ error: { code: 'invalid_newsletter', message: 'The subject is one line.' } }, { status: 400 }));
    const { user } = renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Subject' }), 'Hello');
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'Text');
    await user.click(screen.getByRole('button', { name: 'Send the newsletter…' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send to 1 subscriber' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The newsletter was not sent: The subject is one line.');
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Hello');
  });

  it('is for the team only', async () => {
    serveNewsletter(1);
    renderPage(buildSessionUser());
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });
});
