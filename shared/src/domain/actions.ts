import type { Abilities } from './roles.js';

/** Gated actions and what each needs (SPEC 6 ability table, SPEC 9 create-action labels). */

export const ACTIONS = ['INVITE', 'CREATE', 'EDIT', 'EDIT_FACET', 'CREATE_SOLUTION', 'EDIT_SOLUTION', 'CREATE_GRANT', 'EDIT_GRANT'] as const;
export type Action = (typeof ACTIONS)[number];

/** The ability flag that grants each action (SPEC 6). */
export const ACTION_ABILITY: Readonly<Record<Action, keyof Abilities>> = {
  INVITE: 'canInvite',
  CREATE: 'canTouchChallenge',
  EDIT: 'canTouchChallenge',
  EDIT_FACET: 'canTouchChallenge',
  CREATE_SOLUTION: 'canTouchSolution',
  EDIT_SOLUTION: 'canTouchSolution',
  CREATE_GRANT: 'canTouchGrant',
  EDIT_GRANT: 'canTouchGrant',
};

export function isAction(value: unknown): value is Action {
  return typeof value === 'string' && (ACTIONS as readonly string[]).includes(value);
}

/**
 * What any signed-in user may do, whatever their role (SPEC 6: vote, unvote, vote on a facet, follow, unfollow,
 * submit a URL, use the newsletter; VOTE_GEO is the state vote of SPEC 4; WATCH and UNWATCH an organisation of the
 * IRS files, `WATCH:<ein>`). Anonymous users are sent to sign in.
 */
export const SIGNED_IN_ACTIONS = ['VOTE', 'UNVOTE', 'VOTE_FACET', 'VOTE_GEO', 'FOLLOW', 'UNFOLLOW', 'SUBMIT_URL', 'NEWSLETTER', 'WATCH', 'UNWATCH'] as const;
export type SignedInAction = (typeof SIGNED_IN_ACTIONS)[number];

export function isSignedInAction(value: unknown): value is SignedInAction {
  return typeof value === 'string' && (SIGNED_IN_ACTIONS as readonly string[]).includes(value);
}

/**
 * An action attempted on one item (`VOTE:<content id>`): what the sign-in carries (SPEC 3 'Sign-in state'), so
 * that the very action runs once the visitor is signed in. Without an item it is the bare action.
 */
export function attemptedAction(action: string, itemId?: string): string {
  return itemId ? `${action}:${itemId}` : action;
}

/** The action and the item of an attempted action; gating looks at the action only. */
export function parseAttemptedAction(value: string): { action: string; itemId?: string } {
  const separator = value.indexOf(':');
  if (separator <= 0 || separator === value.length - 1) return { action: value };
  return { action: value.slice(0, separator), itemId: value.slice(separator + 1) };
}

/**
 * Whether a signed-in user with these abilities may take the action: a signed-in action always, an ability-gated
 * one when its flag is set; an unknown action never.
 */
export function isActionAllowed(action: string, abilities: Abilities): boolean {
  if (isSignedInAction(action)) return true;
  return isAction(action) && abilities[ACTION_ABILITY[action]] === true;
}

/** SPEC 9 create-action labels. */
export const CREATE_ACTION_LABELS = {
  challenge: 'Create/Edit a Challenge',
  solution: 'Create/Edit a Solution',
  grant: 'Create/Edit a Grant',
} as const;

/** What the permissions modal lists for an unknown action. */
export const GENERIC_ACTION_LABEL = 'Create/Edit content';
export const INVITE_ACTION_LABEL = 'Invite members';

const ACTION_LABELS: Readonly<Record<Action, string>> = {
  INVITE: INVITE_ACTION_LABEL,
  CREATE: CREATE_ACTION_LABELS.challenge,
  EDIT: CREATE_ACTION_LABELS.challenge,
  EDIT_FACET: CREATE_ACTION_LABELS.challenge,
  CREATE_SOLUTION: CREATE_ACTION_LABELS.solution,
  EDIT_SOLUTION: CREATE_ACTION_LABELS.solution,
  CREATE_GRANT: CREATE_ACTION_LABELS.grant,
  EDIT_GRANT: CREATE_ACTION_LABELS.grant,
};

/** The label of what an action needs, shown on the permissions modal's list card. */
export function actionLabel(action: string): string {
  return isAction(action) ? ACTION_LABELS[action] : GENERIC_ACTION_LABEL;
}

const ACTION_DESCRIPTIONS: Readonly<Record<Action, string>> = {
  INVITE: 'I would like to invite others to join X4I.',
  CREATE: 'I would like to create social challenges.',
  EDIT: 'I would like to edit social challenges.',
  EDIT_FACET: 'I would like to edit the details of social challenges.',
  CREATE_SOLUTION: 'I would like to create tech solution listings.',
  EDIT_SOLUTION: 'I would like to edit tech solution listings.',
  CREATE_GRANT: 'I would like to create grant listings.',
  EDIT_GRANT: 'I would like to edit grant listings.',
};

/**
 * Opening the compensation report (SPEC 4): signed out, the sign-in carries it; signed in without access, it makes
 * an access request straight away (the request form) instead of showing the permissions modal's list card.
 */
export const COMPENSATION_ACCESS_ACTION = 'COMPENSATION_ACCESS';

export const COMPENSATION_ACCESS_DESCRIPTION = 'I would like access to the nonprofit compensation report for my organization.';

/** Asking for IRS-letter credits (the NTEE Code Changer): signed out, the sign-in carries it; signed in, the request form. */
export const IRS_LETTER_CREDITS_ACTION = 'IRS_LETTER_CREDITS';

export const IRS_LETTER_CREDITS_DESCRIPTION = 'I would like IRS-letter credits to prepare a letter asking the IRS to change our NTEE code.';

/** The request form's prefilled text (the role request's actionText) for an action. */
export function actionDescription(action: string): string {
  if (action === COMPENSATION_ACCESS_ACTION) return COMPENSATION_ACCESS_DESCRIPTION;
  if (action === IRS_LETTER_CREDITS_ACTION) return IRS_LETTER_CREDITS_DESCRIPTION;
  return isAction(action) ? ACTION_DESCRIPTIONS[action] : 'I would like to create and edit content.';
}
