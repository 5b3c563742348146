import { act, screen } from '@testing-library/react';
import { simpleMessageAtom } from '@x4i/shared';
import { setupMswServer } from '@x4i/shared/testing';
import { renderWithRouter } from '../app/navigation/render-with-router';
import { Overlays } from './overlays';

setupMswServer();

describe('Overlays', () => {
  it('opens a message over the page and closes it again, its hooks called in the same order open or closed', async () => {
    const { store, user } = renderWithRouter([{ path: '/', element: <Overlays /> }]);
    act(() => store.set(simpleMessageAtom, { title: 'Saved', message: 'Your draft is saved.' }));
    expect(await screen.findByRole('alertdialog', { name: 'Saved' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog', { name: 'Saved' })).not.toBeInTheDocument();
  });
});
