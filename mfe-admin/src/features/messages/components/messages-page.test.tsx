import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import type { InboxMessage } from '@x4i/shared/contracts';
import { setupMswServer } from '@x4i/shared/testing';
import { http, HttpResponse } from 'msw';
import { routeTable } from '../../../route-table';
import { expectAccessible, renderAdminPage, snackbars } from '../../../testing/render-admin-page';
import { MessagesPage } from './messages-page';

const server = setupMswServer();
const route = routeTable.find((entry) => entry.id === 'messages')!;

/** An inbox on the fake server: replies are kept (not sent, as with no SMTP server), handled flags flip. */
function serveInbox() {
  const messages: InboxMessage[] = [
    {
      id: 'm1',
      name: 'Grace Hopper',
      email: 'grace@example.org',
      organization: 'Navy',
      message: 'Support ticket: the search is slow.\nSecond line.',
      createdAt: '2026-11-24T09:00:00.000Z',
      handledAt: null,
      handledBy: null,
      replies: [],
    },
  ];
  const bodies: unknown[] = [];
  server.use(
    http.get('/api/admin/messages', () => HttpResponse.json({ messages })),
    http.post('/api/admin/messages/m1/reply', async ({ request }) => {
      const body = (await request.json()) as { text: string };
      bodies.push(body);
      messages[0]!.replies.push({ id: 'r1', text: body.text, status: 'STORED', createdAt: '2026-11-24T10:00:00.000Z' });
      return HttpResponse.json({ message: messages[0] }, { status: 201 });
    }),
    http.post('/api/admin/messages/m1/handled', async ({ request }) => {
      const { handled } = (await request.json()) as { handled: boolean };
      messages[0] = { ...messages[0]!, handledAt: handled ? '2026-11-24T11:00:00.000Z' : null, handledBy: handled ? 'taylor@x4i.example.org' : null };
      return HttpResponse.json({ message: messages[0] });
    }),
  );
  return bodies;
}

describe('the messages page', () => {
  it('lists a message, opens it, replies by e-mail and marks it handled', async () => {
    const bodies = serveInbox();
    const { user } = renderAdminPage(server, <MessagesPage route={route} />, { route: '/admin/messages', path: route.path });
    const table = await screen.findByRole('table', { name: '1 messages, 1 waiting' });
    await waitFor(() => expect(document.title).toBe('X4I - Messages'));
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('grace@example.org');
    expect(row).toHaveTextContent('Waiting');

    await user.click(row.querySelector('summary')!);
    expect(within(row).getByText(/Second line\./)).toBeVisible();
    await expectAccessible();

    await user.click(within(row).getByRole('button', { name: 'Send the reply to Grace Hopper' }));
    expect(within(row).getByText('Write a reply first.')).toBeInTheDocument();
    const reply = within(row).getByRole('textbox', { name: 'Reply to Grace Hopper by e-mail' });
    expect(reply).not.toHaveFocus();
    await user.type(reply, 'It is fixed now.');
    expect(within(row).queryByText('Write a reply first.')).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Send the reply to Grace Hopper' }));
    await waitFor(() =>
      expect(snackbars()).toContainEqual({
        message: 'Your reply to grace@example.org is in the outbox: no SMTP server is configured, so it was not sent.',
        variant: expect.anything(),
      }),
    );
    expect(bodies).toEqual([{ text: 'It is fixed now.' }]);
    expect(reply).toHaveValue('');
    expect(await within(row).findByText(/kept in the outbox, not sent/)).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Mark handled the message from Grace Hopper' }));
    expect(await within(row).findByText(/Handled on .* by taylor@x4i\.example\.org/)).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: '1 messages, 0 waiting' })).toBeInTheDocument();
  });
});
