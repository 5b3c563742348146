import { BACKEND_UNAVAILABLE_MESSAGE, followContent, isApiError, shareContent, unfollowContent, useAnalytics, useRequireAction, useResumedAction, useResumedActionWithValue, useSnackbar, voteContent, voteGeo } from '@x4i/shared';
import { attemptedAction, type ContentType } from '@x4i/shared/domain';
import { type ContentActionResponse } from '@x4i/shared/contracts';
import { useCallback, useRef, useState } from 'react';

/** SPEC 8 vote and follow messages. */
export const VOTE_MESSAGES = {
  challenge: { on: 'You have noted that you have this challenge.', off: 'Noted! You no longer have this challenge.' },
  other: { on: 'You have successfully recommended this content.', off: 'You are no longer recommending this content.' },
} as const;

export const FOLLOW_MESSAGES = { on: 'You are now following this content.', off: 'You are no longer following this content.' } as const;

/** The spec is silent on the state vote's messages; these say what happened in the same voice. */
export const STATE_VOTE_MESSAGES = { on: 'Your state vote has been recorded.', off: 'Your state vote has been removed.' } as const;

/** The counters and flags an action changes: the backend answers all of them after each action. */
export type ActionCounters = ContentActionResponse;

export interface ActionTarget {
  id: string;
  slug: string;
  title: string;
  contentType: ContentType;
}

export type PendingAction = 'vote' | 'follow' | 'voteGeo' | 'share';

export interface ContentActions {
  counters: ActionCounters;
  pending: PendingAction | null;
  toggleVote(): Promise<void>;
  toggleFollow(): Promise<void>;
  /** Replaces the user's state votes: [code] to vote, [] to remove (SPEC 4). */
  setStateVotes(states: string[]): Promise<void>;
  /** Records a share (no sign-in needed), then the share count goes up. */
  recordShare(source: string): Promise<void>;
}

function failureMessage(error: unknown): string {
  return isApiError(error) ? error.message : BACKEND_UNAVAILABLE_MESSAGE;
}

/**
 * Vote, follow, state vote and share for one item (SPEC 4 'Votes and follows'): signed-in actions go through the
 * shell's action gating (the sign-in modal for anonymous visitors), the flags move at once, the server's answer
 * then sets every counter, and a snackbar says what happened (SPEC 8) or why it failed.
 */
export function useContentActions(
  target: ActionTarget,
  initial: ActionCounters,
  { onUpdate }: { onUpdate?: (counters: ActionCounters) => void } = {},
): ContentActions {
  const requireAction = useRequireAction();
  const { show } = useSnackbar();
  const { track } = useAnalytics();
  const [override, setOverride] = useState<{ id: string; counters: ActionCounters } | null>(null);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const counters = override?.id === target.id ? override.counters : initial;

  // The handlers run after awaits: they read the latest values, not the ones of the render that created them.
  const latest = useRef({ counters, pending, onUpdate });
  latest.current = { counters, pending, onUpdate };

  const apply = useCallback(
    (next: ActionCounters) => {
      latest.current.counters = next;
      setOverride({ id: target.id, counters: next });
      latest.current.onUpdate?.(next);
    },
    [target.id],
  );

  const run = useCallback(
    async (action: PendingAction, optimistic: ActionCounters | null, call: () => Promise<ContentActionResponse>, success: string | null) => {
      if (latest.current.pending) return false;
      const before = latest.current.counters;
      setPending(action);
      latest.current.pending = action;
      if (optimistic) apply(optimistic);
      try {
        apply(await call());
        if (success) show(success);
        return true;
      } catch (error) {
        apply(before);
        show(failureMessage(error), { variant: 'error' });
        return false;
      } finally {
        latest.current.pending = null;
        setPending(null);
      }
    },
    [apply, show],
  );

  const { id, slug, title, contentType } = target;
  const isSolution = contentType === 'tech-solution';
  const isChallenge = contentType === 'social-challenge-idea';

  const toggleVote = useCallback(async () => {
    const on = !latest.current.counters.userAssociated;
    if (!requireAction(attemptedAction(on ? 'VOTE' : 'UNVOTE', id))) return;
    const before = latest.current.counters;
    // SPEC 4: associating with a solution moves its orgsUseSolution counter by one straight away.
    const optimistic = { ...before, userAssociated: on, orgsUseSolution: before.orgsUseSolution + (isSolution ? (on ? 1 : -1) : 0) };
    const messages = isChallenge ? VOTE_MESSAGES.challenge : VOTE_MESSAGES.other;
    const done = await run('vote', optimistic, () => voteContent(id, on), on ? messages.on : messages.off);
    if (done && on && (isSolution || isChallenge)) track(isChallenge ? 'vote_challenge' : 'vote_solution', { item_id: slug, item_name: title });
  }, [requireAction, run, id, slug, title, isSolution, isChallenge, track]);

  const toggleFollow = useCallback(async () => {
    const on = !latest.current.counters.followed;
    if (!requireAction(attemptedAction(on ? 'FOLLOW' : 'UNFOLLOW', id))) return;
    const optimistic = { ...latest.current.counters, followed: on };
    const call = () => (on ? followContent(id) : unfollowContent(id));
    const done = await run('follow', optimistic, call, on ? FOLLOW_MESSAGES.on : FOLLOW_MESSAGES.off);
    if (done && on && (isSolution || isChallenge)) track(isChallenge ? 'follow_challenge' : 'follow_solution', { item_id: slug, item_name: title });
  }, [requireAction, run, id, slug, title, isSolution, isChallenge, track]);

  // The recommendation or follow a visitor clicked before signing in happens once signed in, without a second
  // click; one already in place (made meanwhile elsewhere) is left as it is rather than undone.
  const resumeVote = useCallback(() => {
    if (!latest.current.counters.userAssociated) void toggleVote();
  }, [toggleVote]);
  const resumeFollow = useCallback(() => {
    if (!latest.current.counters.followed) void toggleFollow();
  }, [toggleFollow]);
  useResumedAction(attemptedAction('VOTE', id), resumeVote);
  useResumedAction(attemptedAction('FOLLOW', id), resumeFollow);

  const setStateVotes = useCallback(
    async (states: string[]) => {
      // The states ride along after the item ('.'-separated: the sign-in state allows letters, digits and _:.-), so
      // that the vote a visitor cast before signing in is the one made.
      if (!requireAction(attemptedAction('VOTE_GEO', `${id}:${states.join('.')}`))) return;
      const optimistic = { ...latest.current.counters, stateVotes: states.map((code) => code.toLowerCase()) };
      const done = await run('voteGeo', optimistic, () => voteGeo(id, states), states.length > 0 ? STATE_VOTE_MESSAGES.on : STATE_VOTE_MESSAGES.off);
      // The state a listing is used in is one of its facets: the analytics name for this vote.
      if (done && states.length > 0) track('vote_facet', { item_id: slug, item_name: title, facet: 'state', value: states.join(',') });
    },
    [requireAction, run, id, slug, title, track],
  );

  const resumeStateVote = useCallback(
    (value: string) => {
      const states = value.split('.').filter((code) => /^[A-Z]{2}$/.test(code));
      if (states.length > 0 && latest.current.counters.stateVotes.length === 0) void setStateVotes(states);
    },
    [setStateVotes],
  );
  useResumedActionWithValue(attemptedAction('VOTE_GEO', id), resumeStateVote);

  const recordShare = useCallback(
    async (source: string) => {
      await run('share', null, () => shareContent(id, source), null);
    },
    [run, id],
  );

  return { counters, pending, toggleVote, toggleFollow, setStateVotes, recordShare };
}
