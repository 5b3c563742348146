/**
 * NTEE major groups → UN sustainable development goals.
 *
 * The IRS files classify an organisation by its NTEE code (NTEE_CD, e.g. 'K31'), never by an SDG, so filtering
 * the money flow by goal needs a bridge. This is X4I's editorial choice, not an official concordance: neither the
 * IRS, NCCS nor the UN publishes one. It works on the 26 major groups (the code's first letter) because the
 * per-state aggregates are kept at that level; a group maps to every goal that a large part of its organisations
 * work towards, reading each goal by its targets (the target numbers are given in the reasons). A goal therefore
 * gathers several groups, and a group can count under several goals (it is counted once within any one goal).
 * Three groups are deliberately left out: religion, mutual benefit and unknown, whose activity says nothing about
 * any goal. Every goal is reached by at least one group.
 */

export const NTEE_MAJOR_GROUP_CODES = [
  'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M',
  'N', 'O', 'P', 'Q', 'R', 'S', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z',
] as const;

export type NteeMajorGroupCode = (typeof NTEE_MAJOR_GROUP_CODES)[number];

export interface NteeSdgMapping {
  /** Goal numbers 1-17, ascending; empty for a group deliberately left unmapped. */
  goals: readonly number[];
  /** Why, in a sentence: shown to no one, kept for whoever reviews the choice. */
  reason: string;
}

export const NTEE_SDG_MAPPING: Readonly<Record<NteeMajorGroupCode, NteeSdgMapping>> = {
  A: { goals: [11], reason: 'Arts, culture and humanities: protecting cultural heritage (11.4).' },
  B: { goals: [4], reason: 'Education: schools, colleges, universities and libraries (4.1, 4.3).' },
  C: {
    goals: [6, 7, 12, 13, 14, 15],
    reason:
      'Environment: water resources (C32, goal 6), energy resources (C35, 7), recycling (C27, 12), pollution and climate (13), and the conservation of land and sea (14, 15).',
  },
  D: { goals: [14, 15], reason: 'Animal-related: wildlife protection and preservation, on land and at sea (15.5, 14.2).' },
  E: { goals: [3], reason: 'Health care: hospitals, clinics and public health (3.8).' },
  F: { goals: [3], reason: 'Mental health and crisis intervention (3.4, 3.5).' },
  G: { goals: [3], reason: 'Voluntary health associations and medical disciplines (disease-specific).' },
  H: { goals: [3], reason: 'Medical research (3.b).' },
  I: { goals: [16], reason: 'Crime and legal-related: crime prevention, legal aid and access to justice (16.3).' },
  J: { goals: [8], reason: 'Employment: job training, vocational rehabilitation, labour unions (8.5, 8.6).' },
  K: { goals: [2], reason: 'Food, agriculture and nutrition: food banks, meal programmes, farming (2.1, 2.3).' },
  L: { goals: [1, 11], reason: 'Housing and shelter: affordable housing (11.1) and homeless shelters (1).' },
  M: {
    goals: [11, 13],
    reason: 'Public safety, disaster preparedness and relief: resilience to disasters (11.5) and climate hazards (13.1).',
  },
  N: { goals: [3], reason: 'Recreation and sports: physical activity and well-being.' },
  O: { goals: [4], reason: 'Youth development: skills and learning outside school (4.4).' },
  P: {
    goals: [1, 10],
    reason: 'Human services: emergency assistance and family services (1), and the inclusion of older people and people with disabilities (10.2).',
  },
  Q: {
    goals: [16, 17],
    reason: 'International, foreign affairs and national security: development aid and cooperation (17), peace and security (16).',
  },
  R: {
    goals: [5, 10, 16],
    reason: "Civil rights, social action and advocacy: women's rights (5), minority rights and equal opportunity (10.3), civil liberties (16.10).",
  },
  S: {
    goals: [8, 11],
    reason: 'Community improvement and capacity building: economic development (8.3) and neighbourhood development (11.3).',
  },
  T: { goals: [17], reason: 'Philanthropy, voluntarism and grantmaking foundations: financing and partnerships (17.3, 17.17).' },
  U: { goals: [9], reason: 'Science and technology: research and innovation (9.5).' },
  V: { goals: [9], reason: 'Social science research institutes (9.5).' },
  W: {
    goals: [9, 16],
    reason: 'Public and societal benefit: transport, telecommunications and utilities (9.1, 9.c), public administration and institutions (16.6).',
  },
  X: { goals: [], reason: 'Religion-related: left out; a congregation works towards goals through programmes filed under their own fields.' },
  Y: { goals: [], reason: 'Mutual and membership benefit (pension funds, insurance, cemeteries): serves its members, not a goal.' },
  Z: { goals: [], reason: 'Unknown: no classification to go by.' },
};

/** The major group of an NTEE code ('k31' → 'K'); null for an empty or unreadable code. */
export function nteeMajorGroupOf(nteeCode: string | null | undefined): NteeMajorGroupCode | null {
  const letter = nteeCode?.trim().charAt(0).toUpperCase() ?? '';
  return (NTEE_MAJOR_GROUP_CODES as readonly string[]).includes(letter) ? (letter as NteeMajorGroupCode) : null;
}

/** UNSDG values ('UNSDG2') an NTEE code counts towards; none for an unmapped group or unreadable code. */
export function unsdgValuesOfNteeCode(nteeCode: string | null | undefined): string[] {
  const group = nteeMajorGroupOf(nteeCode);
  return group ? NTEE_SDG_MAPPING[group].goals.map((goal) => `UNSDG${goal}`) : [];
}

const groupsByGoal = new Map<number, NteeMajorGroupCode[]>();
for (const group of NTEE_MAJOR_GROUP_CODES) {
  for (const goal of NTEE_SDG_MAPPING[group].goals) groupsByGoal.set(goal, [...(groupsByGoal.get(goal) ?? []), group]);
}

/** The NTEE major groups that count towards a goal, given as its UNSDG value ('UNSDG3', any case). */
export function nteeMajorGroupsOfUnsdg(unsdg: string): NteeMajorGroupCode[] {
  const match = /^UNSDG(\d{1,2})$/.exec(unsdg.trim().toUpperCase());
  return match ? [...(groupsByGoal.get(Number(match[1])) ?? [])] : [];
}
