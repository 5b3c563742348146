import path from 'node:path';
import type { NteeCode } from '@x4i/shared/contracts';
import { readCsv } from '../data/read-csv.js';
import { shippedDataDir } from '../paths.js';
import { createNteeSuggestIndex, type NteeSuggestIndex } from './suggest-index.js';

async function shippedCodes(): Promise<NteeCode[]> {
  const records = await readCsv(path.join(shippedDataDir, 'ntee_codes.csv'), ['ntee_code', 'title', 'definition', 'major_group', 'major_group_title', 'keywords']);
  return records.map((record) => ({
    code: record.ntee_code!,
    title: record.title!,
    definition: record.definition ?? '',
    majorGroup: record.major_group!,
    majorGroupTitle: record.major_group_title!,
    broadCategory: 0,
    broadCategoryTitle: '',
    keywords: (record.keywords ?? '').split(';').map((keyword) => keyword.trim()).filter(Boolean),
  }));
}

let codes: NteeCode[];
let index: NteeSuggestIndex;

beforeAll(async () => {
  codes = await shippedCodes();
  index = createNteeSuggestIndex(codes);
});

const topCodes = (description: string, count = 3) => index.suggest(description).slice(0, count).map((suggestion) => suggestion.code);

describe('NTEE suggestions from a description', () => {
  it.each([
    ['We run a food pantry that gives groceries to hungry families', 'K31'],
    ['An animal shelter that rescues and rehomes dogs and cats', 'D20'],
    ['A community theater staging plays', 'A65'],
    ['Habitat-style home building for low-income families', 'L20'],
    ['Youth soccer league', 'N64'],
  ])('%s → %s among the first three', (description, code) => {
    expect(topCodes(description)).toContain(code);
  });

  it('leaves out the words every description has, which say nothing of what an organization does', () => {
    const names = new Map([['N61', 'RUN WILD OUTDOORS CLUB'], ['X21', 'OUR LADY OF HOPE PARISH WE CARE']]);
    const suggestions = createNteeSuggestIndex(codes, names).suggest('We run our food pantry');
    expect(suggestions[0]?.code).toBe('K31');
    expect(suggestions.flatMap((suggestion) => suggestion.matchedTerms).filter((term) => ['we', 'run', 'our'].includes(term))).toEqual([]);
  });

  it('says why: the matched words and where they matched', () => {
    const [first] = index.suggest('food pantry');
    expect(first).toMatchObject({ code: 'K31', matchedTerms: expect.arrayContaining(['food', 'pantry']) });
    expect(first!.matchedIn).toContain('keywords');
  });

  it('says where the words matched in the code’s own text even when organization names match them too', () => {
    const names = new Map([['K31', 'SPRINGFIELD FOOD PANTRY INC CENTRAL FOOD BANK']]);
    const [first] = createNteeSuggestIndex(codes, names).suggest('food pantry');
    expect(first!.code).toBe('K31');
    expect(first!.matchedIn).toEqual(expect.arrayContaining(['title', 'keywords', 'names']));
  });

  it('suggests nothing for words the taxonomy does not use', () => {
    expect(index.suggest('qwertyuiop zxcvb')).toEqual([]);
  });
});
