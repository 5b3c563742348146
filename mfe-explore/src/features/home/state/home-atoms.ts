import { atom } from 'jotai';

/** The goal whose 'wheel results' (counts per content type) the home page shows; null hides them. */
export const wheelGoalAtom = atom<string | null>(null);
