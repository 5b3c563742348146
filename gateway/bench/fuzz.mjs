import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The malformed-input test of `npm test`, run longer and with a seed of this run's own: every route of the
 * backend, anonymous, as a member and as a team member. Prints its counts; a failure prints the requests.
 */
export function runLongFuzz({ runs, seed }) {
  const backendDir = fileURLToPath(new URL('../backend/', import.meta.url));
  const result = spawnSync(process.execPath, [fileURLToPath(new URL('../../node_modules/jest/bin/jest.js', import.meta.url)), 'src/http/malformed-input.test.ts'], {
    cwd: backendDir,
    env: { ...process.env, FUZZ_RUNS: String(runs), FUZZ_SEED: String(seed) },
    encoding: 'utf8',
  });
  const output = `${result.stdout}\n${result.stderr}`;
  const counts = /Malformed input: [^\n]+/.exec(output)?.[0] ?? 'no counts printed';
  return { passed: result.status === 0, counts, output };
}
