/** The engine this test run uses: the embedded database, or a Postgres server (jest.postgres.config.cjs sets its URL). */
export const TEST_ENGINE: 'pglite' | 'postgres' = process.env.X4I_TEST_POSTGRES_URL ? 'postgres' : 'pglite';

/** A test of the embedded database's own files (its lock, its folder): run on that engine only. */
export const itOnEmbedded: jest.It = TEST_ENGINE === 'pglite' ? it : it.skip;
