import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { renderWithRouter } from '../navigation/render-with-router';
import { PreviewNotice, previewText } from './preview-notice';

const shown = { remote: 'mfe-explore', version: '0.2.0-aaaa1111', liveVersion: '0.1.0-bbbb2222', status: 'shown' } as const;

describe('the preview notice', () => {
  it('says which version the previewer sees and which everyone else sees', () => {
    expect(previewText(shown)).toBe('Preview: you see mfe-explore 0.2.0-aaaa1111; everyone else sees 0.1.0-bbbb2222.');
    expect(previewText({ ...shown, liveVersion: undefined })).toBe('Preview: you see mfe-explore 0.2.0-aaaa1111; mfe-explore is not live for anyone else.');
    expect(previewText({ ...shown, status: 'missing' })).toBe('There is no version 0.2.0-aaaa1111 of mfe-explore on this server: this page shows the live version.');
    expect(previewText({ ...shown, status: 'refused' })).toBe('Only the team can preview a version of mfe-explore: this page shows the live version.');
  });

  it('offers to end the preview on the same page, loaded again from the server', async () => {
    const routes: RouteObject[] = [{ path: '/all/money-flow', element: <PreviewNotice preview={shown} /> }];
    renderWithRouter(routes, { initialEntries: ['/all/money-flow'] });
    expect(await screen.findByRole('status')).toHaveTextContent(previewText(shown));
    expect(screen.getByRole('link', { name: 'End the preview' })).toHaveAttribute('href', '/all/money-flow?preview=off');
  });

  it('shows nothing without a preview', () => {
    renderWithRouter([{ path: '/', element: <PreviewNotice preview={undefined} /> }]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers no way out of a preview that was refused: there is none to end', async () => {
    renderWithRouter([{ path: '/', element: <PreviewNotice preview={{ ...shown, status: 'refused' }} /> }]);
    expect(await screen.findByRole('status')).toHaveTextContent('Only the team can preview');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
