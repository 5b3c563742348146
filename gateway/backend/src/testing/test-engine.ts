/** The engine this test run uses: the embedded database, or a Postgres server (jest.postgres.config.cjs sets its URL). */
export const TEST_ENGINE: 'pglite' | 'postgres' = process.env.X4I_TEST_POSTGRES_URL ? 'postgres' : 'pglite';

/** A test of the embedded database's own files (its lock, its folder): run on that engine only. */
export const itOnEmbedded: jest.It = TEST_ENGINE === 'pglite' ? it : it.skip;

/**
 * A change written straight to the database (as another backend or the command line would) reaches this
 * backend's kept answers with the database's announcement: within the write on the embedded database, a moment
 * later on a server, where it arrives on another connection. Asks again until `settled` holds or `withinMs` has
 * passed, and returns the last answer for the test to assert.
 */
export async function afterAnnouncement<T>(ask: () => Promise<T>, settled: (answer: T) => boolean, withinMs = 2000): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const answer = await ask();
    if (settled(answer) || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
