import type { CreditBalances } from './content.js';

/**
 * The NTEE Code Changer (issue 14, SPEC 1, 3 'Credit balances', 6, 7.2): IRS-letter credits kept as a ledger, and
 * the letters asking the IRS to change an organization's NTEE code.
 */

export const CREDIT_TYPES = ['IRS_LETTER'] as const;
export type CreditType = (typeof CREDIT_TYPES)[number];

// GET /credits answers CreditBalances (content.ts): each type's balance, the sum of the user's ledger.

/** One line of the ledger: a grant (+n) by the team, or a use (-1) by a letter. */
export interface CreditLedgerEntry {
  id: string;
  type: CreditType;
  /** Positive for a grant, -1 for a letter. */
  amount: number;
  reason: string;
  /** Whose credits. */
  account: { email: string; name: string };
  /** Who granted them; null for a use. */
  grantedBy: { email: string; name: string } | null;
  /** The letter a use paid for. */
  letterId: string | null;
  /** ISO timestamp. */
  createdAt: string;
}

/** POST /admin/credits/grant (team only). */
export interface CreditGrantRequest {
  email: string;
  type: CreditType;
  /** 1 to 100. */
  amount: number;
  reason: string;
}

/** 201 from POST /admin/credits/grant: the new ledger line, and the account's balances after it. */
export interface CreditGrantResponse {
  entry: CreditLedgerEntry;
  balances: CreditBalances;
}

/** GET /admin/credits?email= (team only): the ledger, newest first, and the balances of the account asked for. */
export interface CreditLedgerResponse {
  entries: CreditLedgerEntry[];
  balances: CreditBalances | null;
}

/** POST /ntee-change-letters: what the user gives; the organization's record and the codes' titles come from the server. */
export interface NteeChangeLetterRequest {
  ein: string;
  newCode: string;
  /** Why the current code is wrong and the new one right: 20 to 4,000 characters. */
  reasons: string;
  /** Who signs the letter for the organization. */
  signerName: string;
  signerTitle: string;
}

export interface NteeChangeLetter {
  id: string;
  ein: string;
  organizationName: string;
  oldCode: string | null;
  oldTitle: string | null;
  newCode: string;
  newTitle: string;
  createdAt: string;
  /** GET this (under /api) for the PDF; only its author may. */
  pdfPath: string;
}

/** 201 from POST /ntee-change-letters: the letter, and the balances after the credit it used. */
export interface NteeChangeLetterResponse {
  letter: NteeChangeLetter;
  balances: CreditBalances;
}

/** GET /ntee-change-letters: the signed-in user's letters, newest first. */
export interface NteeChangeLettersResponse {
  letters: NteeChangeLetter[];
}

/** Where the letter goes, from the product's configuration, with the IRS page that says so. */
export interface IrsLetterDestination {
  addressLines: string[];
  sourceUrl: string;
}

/** The cost of a letter, in IRS-letter credits. */
export const LETTER_CREDIT_COST = 1;

export const NTEE_CHANGER_MESSAGES = {
  noCredits: 'You have no IRS-letter credits left. Request credits, and the team will confirm them within 2 business days.',
  termsPending: 'Accept the terms of use for IRS letters before you produce a letter.',
  sameCode: 'The new code is the code the IRS already lists for this organization.',
} as const;
