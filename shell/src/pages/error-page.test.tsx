import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { renderWithRouter } from '../app/navigation/render-with-router';
import { ErrorPage } from './error-page';

function Broken(): never {
  throw new Error('render failed');
}

const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <ErrorPage />,
    children: [
      { index: true, element: <h1>Home</h1> },
      {
        path: 'missing-record',
        loader: () => {
          throw new Response('', { status: 404 });
        },
        element: <h1>Never shown</h1>,
      },
      { path: 'broken', element: <Broken /> },
    ],
  },
];

describe('ErrorPage', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React and the router report the thrown errors; the test is about what the visitor sees.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it.each(['/no/such/page', '/missing-record'])('shows 404 Not Found for %s', async (path) => {
    renderWithRouter(routes, { initialEntries: [path] });
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('X4I - Page not found'));
  });

  it('shows An error occurred for any other error', async () => {
    renderWithRouter(routes, { initialEntries: ['/broken'] });
    expect(await screen.findByRole('heading', { name: 'An error occurred' })).toBeInTheDocument();
    expect(screen.queryByText('404 Not Found')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalled();
  });
});
