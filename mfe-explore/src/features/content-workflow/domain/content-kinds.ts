import { createChallenge, createGrant, updateChallenge, updateGrant } from '../hooks/themed-content-save';
import { type ContentType } from '@x4i/shared/domain';
import { type ContentDetail, type ContentSaveResponse } from '@x4i/shared/contracts';
import {
  challengeToForm,
  CHALLENGE_STEPS,
  emptyChallengeForm,
  emptyGrantForm,
  grantToForm,
  GRANT_STEPS,
  toChallengePayload,
  toGrantPayload,
  type ChallengeForm,
  type ContentStep,
  type GrantForm,
} from './content-form';

/** What differs between the challenge and the grant workflow; the rest is one workflow. */
export interface ContentKind<Form> {
  contentType: ContentType;
  /** For messages and labels: 'challenge', 'grant'. */
  noun: string;
  steps: readonly ContentStep[];
  empty(organization: { name: string } | null): Form;
  toForm(detail: ContentDetail): Form;
  save(form: Form): Promise<ContentSaveResponse>;
  /** Messages in the style of the solution ones (SPEC 8). */
  messages: { created: string; createFailed: string; updated: string; updateFailed: string; loadFailed: string };
}

export const CHALLENGE_KIND: ContentKind<ChallengeForm> = {
  contentType: 'social-challenge-idea',
  noun: 'challenge',
  steps: CHALLENGE_STEPS,
  empty: emptyChallengeForm,
  toForm: challengeToForm,
  save: (form) => (form.id || form.slug ? updateChallenge(toChallengePayload(form)) : createChallenge(toChallengePayload(form))),
  messages: {
    created: 'New Challenge Created!',
    createFailed: 'Unable to Create New Challenge',
    updated: 'Challenge Updated!',
    updateFailed: 'Unable to Update Challenge',
    loadFailed: 'The challenge could not be loaded.',
  },
};

export const GRANT_KIND: ContentKind<GrantForm> = {
  contentType: 'grants-funding',
  noun: 'grant',
  steps: GRANT_STEPS,
  empty: emptyGrantForm,
  toForm: grantToForm,
  save: (form) => (form.id || form.slug ? updateGrant(toGrantPayload(form)) : createGrant(toGrantPayload(form))),
  messages: {
    created: 'New Grant Created!',
    createFailed: 'Unable to Create New Grant',
    updated: 'Grant Updated!',
    updateFailed: 'Unable to Update Grant',
    loadFailed: 'The grant could not be loaded.',
  },
};
