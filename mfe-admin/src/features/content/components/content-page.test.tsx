import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import type { ContentDeleteRequest, ManagedContentItem, RemovedContentRecord } from '@x4i/shared/contracts';
import { setupMswServer } from '@x4i/shared/testing';
import { http, HttpResponse } from 'msw';
import { routeTable } from '../../../route-table';
import { expectAccessible, renderAdminPage, snackbars } from '../../../testing/render-admin-page';
import { ContentPage } from './content-page';

const server = setupMswServer();
const route = routeTable.find((entry) => entry.id === 'content')!;

const item = (slug: string, title: string, contentType: ManagedContentItem['contentType'] = 'tech-solution'): ManagedContentItem => ({
  id: `id-${slug}`,
  slug,
  contentType,
  title,
  url: `/all/tech-solution/${slug}`,
  demo: false,
  unpublishedAt: null,
});

/** The directory on a fake server: unpublish, publish and delete change it as the backend does. */
function serveDirectory() {
  const items = [item('s-spam', 'Cheap Pills Online'), item('c-test', 'Test challenge', 'social-challenge-idea')];
  const records: RemovedContentRecord[] = [];
  const deletes: Array<{ id: string; body: ContentDeleteRequest }> = [];
  server.use(
    http.get('/api/admin/content', ({ request }) => {
      const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
      const found = items.filter((entry) => entry.title.toLowerCase().includes(q));
      return HttpResponse.json({ items: found, total: found.length });
    }),
    http.get('/api/admin/content/removed', () => HttpResponse.json({ records })),
    http.post('/api/admin/content/:id/:action', async ({ params, request }) => {
      const index = items.findIndex((entry) => entry.id === params.id);
      const found = items[index]!;
      if (params.action === 'delete') {
        const body = (await request.json()) as ContentDeleteRequest;
        deletes.push({ id: found.id, body });
        items.splice(index, 1);
        const record: RemovedContentRecord = {
          id: found.id,
          contentType: found.contentType,
          title: found.title,
          slug: found.slug,
          removedBy: { email: 'taylor@x4i.example.org', name: 'Taylor Team' },
          removedAt: '2026-11-28T10:00:00.000Z',
          reason: body.reason ?? null,
          removed: { votes: 2, follows: 1, stateVotes: 0, shares: 3 },
        };
        records.unshift(record);
        return HttpResponse.json(record);
      }
      found.unpublishedAt = params.action === 'unpublish' ? '2026-11-28T09:00:00.000Z' : null;
      return HttpResponse.json(found);
    }),
  );
  return { deletes };
}

describe('the content page', () => {
  it('lists the directory’s items with a search by title, and unpublishes and publishes one again', async () => {
    serveDirectory();
    const { user } = renderAdminPage(server, <ContentPage route={route} />, { route: '/admin/content', path: route.path });
    const table = await screen.findByRole('region', { name: 'Directory items' });
    await waitFor(() => expect(document.title).toBe('X4I - Content'));
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Content' })).toHaveAttribute('aria-current', 'page');

    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'pills');
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Directory items' })).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('status')).toHaveTextContent('1 item.');

    await user.click(screen.getByRole('button', { name: 'Unpublish Cheap Pills Online' }));
    await waitFor(() => expect(snackbars()).toContainEqual({ message: 'Cheap Pills Online has been unpublished. Only the team can see it now.', variant: expect.anything() }));
    const publish = await screen.findByRole('button', { name: 'Publish Cheap Pills Online' });
    expect(screen.getByRole('region', { name: 'Directory items' })).toHaveTextContent('Unpublished');
    await user.click(publish);
    expect(await screen.findByRole('button', { name: 'Unpublish Cheap Pills Online' })).toBeInTheDocument();
    expect(snackbars()).toContainEqual({ message: 'Cheap Pills Online has been published again.', variant: expect.anything() });
    await expectAccessible();
  });

  it('deletes an item once its title is typed, with a reason, and lists the record', async () => {
    const { deletes } = serveDirectory();
    const { user } = renderAdminPage(server, <ContentPage route={route} />, { route: '/admin/content', path: route.path });
    expect(await screen.findByText('No item has been deleted.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Delete Test challenge' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Test challenge' });
    expect(dialog).toHaveTextContent('Its votes, follows, state votes and shares are deleted with it.');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type “Test challenge” to confirm'), 'Test');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type “Test challenge” to confirm'), ' challenge');
    await user.type(within(dialog).getByLabelText('Reason (optional, kept in the record)'), 'A test listing');
    await expectAccessible();
    await user.click(confirm);

    await waitFor(() => expect(deletes).toEqual([{ id: 'id-c-test', body: { title: 'Test challenge', reason: 'A test listing' } }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(snackbars()).toContainEqual({ message: 'Test challenge has been deleted.', variant: expect.anything() });
    const records = await screen.findByRole('region', { name: 'Deleted content records' });
    expect(records).toHaveTextContent('Test challenge');
    expect(records).toHaveTextContent('taylor@x4i.example.org');
    expect(records).toHaveTextContent('A test listing');
    expect(records).toHaveTextContent('2 votes, 1 follows, 0 state votes, 3 shares');
    expect(screen.queryByRole('button', { name: 'Delete Test challenge' })).not.toBeInTheDocument();
  });
});
