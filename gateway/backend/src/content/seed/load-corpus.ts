import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import {
  BADGES_FILE,
  CORPUS_FILES,
  type CorpusArticle,
  type CorpusBadge,
  type CorpusChallenge,
  type CorpusGrant,
  type CorpusSolution,
} from './corpus-schema.js';

export interface Corpus {
  solutions: CorpusSolution[];
  challenges: CorpusChallenge[];
  grants: CorpusGrant[];
  articles: CorpusArticle[];
  /** Files of the corpus that the folder does not have. */
  missing: string[];
}

/** A corpus or catalogue file that cannot be used; the message names the file and the entry. */
export class CorpusError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CorpusError';
  }
}

async function readJson(file: string): Promise<unknown | undefined> {
  let raw: string;
  try {
    raw = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return JSON.parse(raw) as unknown;
  } catch (error) {
    throw new CorpusError(`${path.basename(file)}: not valid JSON (${(error as Error).message})`);
  }
}

/** Parses `{ "<key>": [ ... ] }`, each entry with schema; the first bad entry throws with its place. */
function parseEntries<S extends z.ZodType>(fileName: string, json: unknown, key: string, schema: S): z.output<S>[] {
  const list = typeof json === 'object' && json !== null ? (json as Record<string, unknown>)[key] : undefined;
  if (!Array.isArray(list)) throw new CorpusError(`${fileName}: expected an object with a "${key}" list`);
  return list.map((entry, index) => {
    const result = schema.safeParse(entry);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      const slug = typeof entry === 'object' && entry !== null && typeof (entry as { slug?: unknown }).slug === 'string' ? ` (${(entry as { slug: string }).slug})` : '';
      const field = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
      throw new CorpusError(`${fileName}: ${key}[${index}]${slug}: ${field}${issue.message}`);
    }
    return result.data;
  });
}

/** The badge catalogue (platform configuration): required. */
export async function loadBadges(dir: string): Promise<CorpusBadge[]> {
  const json = await readJson(path.join(dir, BADGES_FILE.file));
  if (json === undefined) throw new CorpusError(`${BADGES_FILE.file}: not found in ${dir}`);
  const badges = parseEntries(BADGES_FILE.file, json, BADGES_FILE.key, BADGES_FILE.entry);
  const seen = new Set<string>();
  for (const badge of badges) {
    if (seen.has(badge.id)) throw new CorpusError(`${BADGES_FILE.file}: badge ${badge.id} is listed twice`);
    seen.add(badge.id);
  }
  return badges;
}

/**
 * The four corpus files of dir, validated; a missing file counts as empty (and is listed in missing). Slugs are
 * unique across files and badges must be in the catalogue.
 */
export async function loadCorpus(dir: string, badgeIds: ReadonlySet<string>): Promise<Corpus> {
  const corpus: Corpus = { solutions: [], challenges: [], grants: [], articles: [], missing: [] };
  for (const [key, { file, entry }] of Object.entries(CORPUS_FILES) as [keyof typeof CORPUS_FILES, (typeof CORPUS_FILES)[keyof typeof CORPUS_FILES]][]) {
    const json = await readJson(path.join(dir, file));
    if (json === undefined) {
      corpus.missing.push(file);
      continue;
    }
    (corpus[key] as unknown[]) = parseEntries(file, json, key, entry);
  }
  const slugs = new Map<string, string>();
  const check = (file: string, slug: string) => {
    const other = slugs.get(slug);
    if (other) throw new CorpusError(`${file}: slug ${slug} is already used in ${other}`);
    slugs.set(slug, file);
  };
  corpus.solutions.forEach((solution, index) => {
    check(CORPUS_FILES.solutions.file, solution.slug);
    const unknown = solution.badges.find((id) => !badgeIds.has(id));
    if (unknown) throw new CorpusError(`${CORPUS_FILES.solutions.file}: solutions[${index}] (${solution.slug}): badges: ${unknown} is not in ${BADGES_FILE.file}`);
  });
  for (const challenge of corpus.challenges) check(CORPUS_FILES.challenges.file, challenge.slug);
  for (const grant of corpus.grants) check(CORPUS_FILES.grants.file, grant.slug);
  for (const article of corpus.articles) check(CORPUS_FILES.articles.file, article.slug);
  return corpus;
}
