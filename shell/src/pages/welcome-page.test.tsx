import { screen, waitFor } from '@testing-library/react';
import { renderWithRouter } from '../app/navigation/render-with-router';
import { WelcomePage } from './welcome-page';

describe('WelcomePage', () => {
  it('introduces the product and leads to the tool that is available now', async () => {
    const { user } = renderWithRouter([
      { path: '/', element: <WelcomePage /> },
      { path: '/nonprofit-ntee-code-finder', element: <h1>Finder</h1> },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to X4I' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('X4I - Home'));
    expect(screen.getByRole('region', { name: 'NTEE Code Finder' })).toHaveTextContent('IRS exempt-organisation records');

    await user.click(screen.getByRole('link', { name: 'Open the NTEE Code Finder' }));
    expect(await screen.findByRole('heading', { name: 'Finder' })).toBeInTheDocument();
  });
});
