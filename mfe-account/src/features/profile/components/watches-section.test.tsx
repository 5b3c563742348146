import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { type WatchedOrganization } from '@x4i/shared/contracts';
import { apiErrorResponse, apiPath, createWatchHandlers, renderWithProviders, setupMswServer } from '@x4i/shared/testing';
import { http, type RequestHandler } from 'msw';
import type { SetupServer } from 'msw/node';
import { watchedDroppedTrust, watchedFoodBank, watchedRifleClub } from '../../../testing/watches';
import { WatchesSection } from './watches-section';

const server: SetupServer = setupMswServer();
const requests: string[] = [];
server.events.on('request:start', ({ request }) => void requests.push(`${request.method} ${new URL(request.url).pathname}`));
beforeEach(() => requests.splice(0));

/** Like the backend for a member who watches these; the overrides answer first. */
function renderSection(watches: WatchedOrganization[], ...overrides: RequestHandler[]) {
  server.use(...overrides, ...createWatchHandlers({ watches }));
  return renderWithProviders(<WatchesSection />);
}

const section = () => screen.getByRole('region', { name: 'Organizations you watch' });
const rows = async () => within(await screen.findByRole('list', { name: 'Organizations you watch' })).getAllByRole('listitem');

describe('the organizations you watch', () => {
  it('lists each with a link to its finder page, its EIN, state, since when, and its last change', async () => {
    renderSection([watchedRifleClub, watchedDroppedTrust, watchedFoodBank]);
    const [trust, foodBank, rifleClub] = await rows();

    expect(within(foodBank!).getByRole('link', { name: 'FOOD BANK OF ALASKA INC' })).toHaveAttribute('href', '/nonprofit-ntee-code-finder/920073175');
    expect(foodBank).toHaveTextContent('EIN 92-0073175 · AK · Watched since Oct 2, 2026');
    expect(foodBank).toHaveTextContent('Name changed from FOOD BANK OF ALASKA to FOOD BANK OF ALASKA INC on Nov 8, 2026');

    expect(within(rifleClub!).getByRole('link', { name: 'VALDEZ JUNIOR RIFLE CLUB' })).toHaveAttribute('href', '/nonprofit-ntee-code-finder/010564885');
    expect(rifleClub).toHaveTextContent('EIN 01-0564885 · AK · Watched since Nov 20, 2026');
    expect(rifleClub).not.toHaveTextContent('changed');

    expect(trust).toHaveTextContent('EIN 23-7143525 · Watched since Sep 15, 2026');
    expect(trust).toHaveTextContent('No longer in the IRS files since Nov 8, 2026');

    expect(section()).toHaveTextContent('You get one e-mail after each monthly refresh of the IRS files that changes an organization you watch.');
    expect(section()).toHaveTextContent('You watch 3 organizations, of up to 500.');
  });

  it('stops watching one with DELETE, removes its row, says so and moves focus to the next row', async () => {
    const { user } = renderSection([watchedFoodBank, watchedRifleClub]);
    await rows();
    await user.click(screen.getByRole('button', { name: 'Stop watching FOOD BANK OF ALASKA INC' }));

    await waitFor(() => expect(screen.queryByRole('link', { name: 'FOOD BANK OF ALASKA INC' })).not.toBeInTheDocument());
    expect(await rows()).toHaveLength(1);
    expect(within(section()).getByRole('status')).toHaveTextContent('You no longer watch FOOD BANK OF ALASKA INC.');
    expect(screen.getByRole('button', { name: 'Stop watching VALDEZ JUNIOR RIFLE CLUB' })).toHaveFocus();
    expect(requests).toEqual(['GET /api/me/watches', 'DELETE /api/me/watches/920073175']);
  });

  it('says how to watch one once none is left, or when none was', async () => {
    const { user } = renderSection([watchedRifleClub]);
    await rows();
    await user.click(screen.getByRole('button', { name: 'Stop watching VALDEZ JUNIOR RIFLE CLUB' }));

    expect(await within(section()).findByText(/You do not watch any organization yet\./)).toHaveTextContent(
      'You do not watch any organization yet. Open an organization in the NTEE Code Finder and choose “Watch this organization”.',
    );
    const finder = within(section()).getByRole('link', { name: 'NTEE Code Finder' });
    expect(finder).toHaveAttribute('href', '/nonprofit-ntee-code-finder');
    expect(finder).toHaveFocus();
    expect(screen.queryByRole('list', { name: 'Organizations you watch' })).not.toBeInTheDocument();
  });

  it('shows the empty state straight away for a member who watches nothing', async () => {
    renderSection([]);
    expect(await within(section()).findByRole('link', { name: 'NTEE Code Finder' })).toHaveAttribute('href', '/nonprofit-ntee-code-finder');
    expect(section()).not.toHaveTextContent('You watch 0');
  });

  it("shows the server's reason when stopping fails, and keeps the row", async () => {
    const { user } = renderSection([watchedFoodBank], http.delete(apiPath('/me/watches/:ein'), () => apiErrorResponse(500, 'internal_error', 'Something went wrong.')));
    await rows();
    await user.click(screen.getByRole('button', { name: 'Stop watching FOOD BANK OF ALASKA INC' }));

    expect(await within(section()).findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(await rows()).toHaveLength(1);
    expect(within(section()).getByRole('status')).toBeEmptyDOMElement();
  });

  it('drops a row the server says is no longer watched', async () => {
    const { user } = renderSection([watchedFoodBank]);
    await rows();
    // Stopped elsewhere meanwhile: the server no longer has it.
    server.use(...createWatchHandlers());
    await user.click(screen.getByRole('button', { name: 'Stop watching FOOD BANK OF ALASKA INC' }));

    expect(await within(section()).findByRole('alert')).toHaveTextContent('You do not watch this organization.');
    expect(await within(section()).findByText(/You do not watch any organization yet\./)).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded, and Try again reads it again', async () => {
    const { user } = renderSection([watchedFoodBank], http.get(apiPath('/me/watches'), () => apiErrorResponse(500, 'internal_error', 'Something went wrong.'), { once: true }));
    expect(await within(section()).findByRole('alert')).toHaveTextContent('The organizations you watch could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rows()).toHaveLength(1);
  });
});
