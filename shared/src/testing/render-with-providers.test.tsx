import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { Link, useParams } from 'react-router';
import { useTheme } from 'styled-components';
import { renderWithProviders } from './render-with-providers.js';

function Probe() {
  const { ein } = useParams();
  const theme = useTheme();
  return (
    <>
      <p>EIN {ein ?? 'none'}</p>
      <p>Primary {theme.colors.primary}</p>
      <Link to="/orgs/2">Next</Link>
    </>
  );
}

describe('renderWithProviders', () => {
  it('renders inside the theme and a router, mounted at the given path', async () => {
    const { user, location, navigate } = renderWithProviders(<Probe />, { route: '/orgs/1', path: '/orgs/:ein' });
    expect(screen.getByText('EIN 1')).toBeInTheDocument();
    expect(screen.getByText('Primary #FF4957')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(location().pathname).toBe('/orgs/2');
    navigate(-1);
    expect(screen.getByText('EIN 1')).toBeInTheDocument();
  });
});
