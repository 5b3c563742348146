import type { MeResponse } from '@x4i/shared/contracts';
import { ForbiddenError } from '../../errors.js';
import type { SolutionFields } from '../model.js';
import type { SolutionInput } from './solution-payload.js';
import { certifications, newContentSlug, newSolutionSlug } from './solution-writes.js';

describe('newSolutionSlug', () => {
  it('is s- and 10 base36 characters, a content slug', () => {
    expect(newSolutionSlug(() => Buffer.alloc(8, 0))).toBe('s-0000000000');
    expect(newSolutionSlug(() => Buffer.alloc(8, 0xff))).toMatch(/^s-[0-9a-z]{10}$/);
    const slugs = new Set(Array.from({ length: 200 }, () => newSolutionSlug()));
    expect(slugs.size).toBe(200);
    for (const slug of slugs) expect(slug).toMatch(/^s-[0-9a-z]{10}$/);
  });
});

describe('newContentSlug', () => {
  it('starts with the letter of the kind', () => {
    expect(newContentSlug('c')).toMatch(/^c-[0-9a-z]{10}$/);
    expect(newContentSlug('g')).toMatch(/^g-[0-9a-z]{10}$/);
  });
});

describe('certifications', () => {
  const user = (permissions: string[]) => ({ permissions }) as MeResponse;
  const input = (flags: Partial<SolutionInput>) => ({ tractionBadge: false, tech4piCert: false, msCert: false, ...flags }) as SolutionInput;
  const stored = { tractionBadge: true, tech4piCert: false, msCert: true } as SolutionFields;

  it('takes what a team member sends', () => {
    expect(certifications(input({ tech4piCert: true }), user(['do:all']), stored)).toEqual({ tractionBadge: false, tech4piCert: true, msCert: false });
  });

  it('keeps the stored flags when a provider sends them unchanged', () => {
    expect(certifications(input({ tractionBadge: true, msCert: true }), user(['edit:solution']), stored)).toEqual(stored);
    expect(certifications(input({}), user(['create:solution']), null)).toEqual({ tractionBadge: false, tech4piCert: false, msCert: false });
  });

  it('refuses a change by anyone but the team with 403', () => {
    const refusal = (() => {
      try {
        certifications(input({ tech4piCert: true }), user(['create:solution']), null);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ForbiddenError);
    expect(refusal).toMatchObject({ code: 'certifications_team_only' });
    expect(() => certifications(input({ tractionBadge: false, msCert: true }), user(['edit:solution']), stored)).toThrow('set by the X4I team only');
  });
});
