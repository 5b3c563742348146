import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { API_KEY_MESSAGES, API_KEY_NAME_MAX, MAX_API_KEYS, type ApiKeySummary } from '@x4i/shared/contracts';
import { apiErrorResponse, apiPath, renderWithProviders, setupMswServer } from '@x4i/shared/testing';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { ApiKeysSection } from './api-keys-section';

const server: SetupServer = setupMswServer();
const requests: string[] = [];
server.events.on('request:start', ({ request }) => void requests.push(`${request.method} ${new URL(request.url).pathname}`));
beforeEach(() => requests.splice(0));
afterEach(() => jest.restoreAllMocks());

function buildKey(overrides: Partial<ApiKeySummary> = {}): ApiKeySummary {
  return {
    id: 'key-1',
    name: 'Grant tracker',
    prefix: 'x4i_Ab3dE9',
    createdAt: '2026-11-02T12:00:00.000Z',
    lastUsedAt: '2026-11-20T12:00:00.000Z',
    revokedAt: null,
    usage: { thisHour: 3, hourlyQuota: 1000, today: 42, last30Days: 1234 },
    ...overrides,
  };
}

const SECRET = 'x4i_Secret0123456789abcdefghijklmnopq';

/** Like the backend's /me/api-keys for one member: created keys are kept, revoked keys listed after the live ones. */
function apiKeyHandlers(initial: ApiKeySummary[]) {
  let keys = [...initial];
  const listed = () => ({ hourlyQuota: 1000, keys: [...keys.filter((key) => !key.revokedAt), ...keys.filter((key) => key.revokedAt)] });
  return [
    http.get(apiPath('/me/api-keys'), () => HttpResponse.json(listed())),
    http.post(apiPath('/me/api-keys'), async ({ request }) => {
      const { name } = (await request.json()) as { name: string };
      if (!name.trim() || name.trim().length > API_KEY_NAME_MAX) return apiErrorResponse(400, 'invalid_api_key_name', API_KEY_MESSAGES.name);
      if (keys.filter((key) => !key.revokedAt).length >= MAX_API_KEYS) return apiErrorResponse(409, 'too_many_keys', API_KEY_MESSAGES.tooMany);
      const key = buildKey({ id: `key-${keys.length + 1}`, name: name.trim(), prefix: 'x4i_NewKey', lastUsedAt: null, usage: { thisHour: 0, hourlyQuota: 1000, today: 0, last30Days: 0 } });
      keys = [key, ...keys];
      return HttpResponse.json({ key, secret: SECRET }, { status: 201 });
    }),
    http.delete(apiPath('/me/api-keys/:id'), ({ params }) => {
      const found = keys.find((key) => key.id === params.id && !key.revokedAt);
      if (!found) return apiErrorResponse(404, 'not_found', API_KEY_MESSAGES.notFound);
      keys = keys.map((key) => (key === found ? { ...key, revokedAt: '2026-11-25T12:00:00.000Z' } : key));
      return HttpResponse.json(listed());
    }),
  ];
}

function renderSection(keys: ApiKeySummary[]) {
  server.use(...apiKeyHandlers(keys));
  return renderWithProviders(<ApiKeysSection />);
}

const keyItems = async () => within(await screen.findByRole('list', { name: 'Your API keys' })).getAllByRole('listitem');

describe('the API keys section', () => {
  it('says what keys are for, with the quotas and a link to the documentation', async () => {
    renderSection([]);
    const section = screen.getByRole('region', { name: 'API keys' });
    expect(section).toHaveTextContent('1,000 calls an hour for each key, where calls without a key get 60 an hour per address.');
    expect(within(section).getByRole('link', { name: 'Read the API documentation' })).toHaveAttribute('href', '/apis');
    expect(await within(section).findByText('You have no API keys yet.')).toBeInTheDocument();
  });

  it('lists each key with its prefix, dates and usage', async () => {
    renderSection([buildKey(), buildKey({ id: 'key-2', name: 'Team script', prefix: 'x4i_Zz9yX8', lastUsedAt: null, usage: { thisHour: 0, hourlyQuota: null, today: 0, last30Days: 0 } })]);
    const [tracker, script] = await keyItems();
    expect(within(tracker!).getByRole('heading', { name: 'Grant tracker' })).toBeInTheDocument();
    expect(within(tracker!).getByText('x4i_Ab3dE9…', { selector: 'code' })).toBeInTheDocument();
    expect(tracker).toHaveTextContent('Created Nov 2, 2026.');
    expect(tracker).toHaveTextContent(/Last used Nov 20, 2026/);
    expect(tracker).toHaveTextContent('This hour: 3 of 1,000 calls. Today: 42. Last 30 days: 1,234.');
    expect(script).toHaveTextContent('Never used.');
    expect(script).toHaveTextContent('This hour: 0 calls (no quota).');
  });

  it('says so when the keys cannot be loaded', async () => {
    server.use(http.get(apiPath('/me/api-keys'), () => apiErrorResponse(500, 'internal_error', 'Something went wrong.')));
    renderWithProviders(<ApiKeysSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your API keys could not be loaded.');
  });

  it('shows a new key’s secret once, until Done, and lists the key', async () => {
    const { user } = renderSection([buildKey()]);
    await keyItems();
    await user.type(screen.getByRole('textbox', { name: 'Key name' }), 'Board report');
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    expect(await screen.findByRole('heading', { name: 'Copy your new key now: it will not be shown again.' })).toHaveFocus();
    expect(screen.getByText(SECRET, { selector: 'code' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Key name' })).toHaveValue('');
    const written = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(written).toHaveBeenCalledWith(SECRET);
    await waitFor(async () => expect((await keyItems()).map((item) => item.querySelector('h3')?.textContent)).toEqual(['Board report', 'Grant tracker']));

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(document.body).not.toHaveTextContent(SECRET);
    expect(screen.getByRole('textbox', { name: 'Key name' })).toHaveFocus();
  });

  it('shows the server’s message when it refuses the name, and lists nothing new', async () => {
    const { user } = renderSection([buildKey()]);
    await keyItems();
    await user.type(screen.getByRole('textbox', { name: 'Key name' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(API_KEY_MESSAGES.name);
    expect(requests).toContain('POST /api/me/api-keys');
    expect(screen.queryByText(/Copy your new key now/)).not.toBeInTheDocument();
    expect(await keyItems()).toHaveLength(1);
  });

  it('revokes a key once the member confirms', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderSection([buildKey()]);
    const [tracker] = await keyItems();
    await user.click(within(tracker!).getByRole('button', { name: 'Revoke Grant tracker' }));

    expect(confirm).toHaveBeenCalledWith('Revoke the key “Grant tracker”? Programs using it will get 401 errors from then on.');
    await waitFor(() => expect(tracker).toHaveTextContent('Revoked Nov 25, 2026.'));
    expect(within(tracker!).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
  });

  it('keeps the key when the member does not confirm', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = renderSection([buildKey()]);
    const [tracker] = await keyItems();
    await user.click(within(tracker!).getByRole('button', { name: 'Revoke Grant tracker' }));

    expect(confirm).toHaveBeenCalled();
    expect(requests.filter((request) => request.startsWith('DELETE'))).toEqual([]);
    expect(tracker).not.toHaveTextContent('Revoked');
    expect(within(tracker!).getByRole('button', { name: 'Revoke Grant tracker' })).toBeInTheDocument();
  });
});
