import { screen, waitFor } from '@testing-library/react';
import { renderWithRouter } from '../app/navigation/render-with-router';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('says the page could not be found and links home', async () => {
    renderWithRouter([{ path: '*', element: <NotFoundPage /> }], { initialEntries: ['/nowhere'] });
    expect(screen.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('X4I - Page not found'));
  });
});
