import { titleKey } from './compensation.js';

/**
 * Where a Part VII filing says more than its title: the title variants read 'PRESIDENT' as the board's president
 * and 'DIRECTOR' or 'TRUSTEE' as a board member, but the same row also ticks the person's position (officer,
 * trustee, key employee, highest compensated) and states their hours. These rules correct the variants' reading
 * where the ticks contradict it, and name the rule so the report can say how many rows each one moved.
 */

/** The position boxes of a Part VII row (column A), and the average hours a week it states. */
export interface PartViiPosition {
  officer: boolean;
  /** Individual or institutional trustee: a member of the governing body. */
  trustee: boolean;
  keyEmployee: boolean;
  highestCompensated: boolean;
  hoursPerWeek: number | null;
}

export const CEO_TITLE = 'CEO';
const BOARD_TITLES = new Set(['BOARD MEMBER', 'BOARD PRESIDENT']);

/** Below this many hours a week a trustee who is also an officer is taken to chair the board, not to run the organisation. */
export const FULL_TIME_HOURS = 30;

/** Titles the variants file under DOCTOR that name no physician. */
const NOT_A_DOCTOR = new Set(['PHARMACIST', 'PHYSICIAN S ASSISTANT', 'PHYSICIANS ASSISTANT', 'PHYSICIAN ASSISTANT']);

export const TITLE_RULES = {
  'president-officer': `A title filed as plain PRESIDENT (the variants read the board's president) on a row ticked as an officer is counted as the chief executive (EXECUTIVE DIRECTOR / OFFICER), unless the row is also ticked as a trustee and states under ${FULL_TIME_HOURS} hours a week, which is the board's president.`,
  'board-title-on-staff': 'A title the variants read as BOARD MEMBER or BOARD PRESIDENT without saying board or chair (DIRECTOR, TRUSTEE and the like), on a row not ticked as a trustee but ticked as an officer, key employee or highest compensated employee, names a staff post the title does not say: it is left unclassified.',
  'not-a-doctor': 'PHARMACIST and PHYSICIAN ASSISTANT, which the variants file under DOCTOR, are not physicians; the taxonomy has no title for them, so they are left unclassified.',
} as const;

export type TitleRule = keyof typeof TITLE_RULES;

export interface FiledTitle {
  standardTitle: string | null;
  /** The rule that changed the variants' reading; null when it stands. */
  rule: TitleRule | null;
}

/** The standard title of a Part VII row: the variants' reading (`fromVariants`) unless the row's own ticks say otherwise. */
export function titleByFiling(titleAsFiled: string, fromVariants: string | null, position: PartViiPosition): FiledTitle {
  const key = titleKey(titleAsFiled);
  if (fromVariants === 'BOARD PRESIDENT' && key === 'PRESIDENT' && position.officer) {
    const chairsTheBoard = position.trustee && (position.hoursPerWeek ?? 0) < FULL_TIME_HOURS;
    if (!chairsTheBoard) return { standardTitle: CEO_TITLE, rule: 'president-officer' };
  }
  const saysBoard = key.split(' ').some((word) => word === 'BOARD' || word.startsWith('CHAIR'));
  if (fromVariants && BOARD_TITLES.has(fromVariants) && !saysBoard && !position.trustee && (position.officer || position.keyEmployee || position.highestCompensated)) {
    return { standardTitle: null, rule: 'board-title-on-staff' };
  }
  if (fromVariants === 'DOCTOR' && NOT_A_DOCTOR.has(key)) return { standardTitle: null, rule: 'not-a-doctor' };
  return { standardTitle: fromVariants, rule: null };
}
