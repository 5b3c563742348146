import { appendFile, mkdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** One line per deploy, rollback or refused build, oldest first, beside the registry. */
export const HISTORY_FILE = 'deploy-history.jsonl';

const historyEntrySchema = z.object({
  at: z.string(),
  by: z.string(),
  action: z.enum(['deploy', 'rollback', 'refused']),
  name: z.string(),
  version: z.string().optional(),
  previousVersion: z.string().optional(),
  reason: z.string().optional(),
});

export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** Who runs the deploy: DEPLOYED_BY (a CI job names the person or pipeline), else the user of the machine. */
export function deployer(env: NodeJS.ProcessEnv = process.env): string {
  const named = env.DEPLOYED_BY?.trim();
  if (named) return named;
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

/** Appends one entry; a line is written whole by one append, so concurrent deploys do not interleave. */
export async function recordHistory(remotesDir: string, entry: Omit<HistoryEntry, 'at'>, now = new Date()): Promise<void> {
  await mkdir(remotesDir, { recursive: true });
  const line = JSON.stringify(historyEntrySchema.parse({ at: now.toISOString(), ...entry }));
  await appendFile(path.join(remotesDir, HISTORY_FILE), `${line}\n`);
}

/** The entries, oldest first; a line that does not parse (hand-edited, cut off) is skipped. */
export async function readHistory(remotesDir: string): Promise<HistoryEntry[]> {
  const text = await readFile(path.join(remotesDir, HISTORY_FILE), 'utf8').catch(() => '');
  const entries: HistoryEntry[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      entries.push(historyEntrySchema.parse(JSON.parse(line)));
    } catch {
      // skipped
    }
  }
  return entries;
}
