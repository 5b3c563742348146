import pg from 'pg';
import { MISSED_NOTICES, type Db, type Queryable } from './db.js';

type Client = pg.Pool | pg.PoolClient;

function wrap(client: Client): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(sql, params as unknown[]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

const RECONNECT_MS = 1000;

/**
 * LISTEN on a connection of its own (a pooled one goes back to other queries). A lost connection is opened again
 * every second until the server answers; the listener hears MISSED_NOTICES when it is lost and when it is back,
 * since notices sent in between are gone.
 */
async function listenOn(connectionString: string, channel: string, onNotice: (payload: string) => void, stopped: () => boolean) {
  const connect = async (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString });
    client.on('error', () => undefined);
    client.on('notification', (message) => {
      if (message.channel === channel) onNotice(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    // Only a connection that was listening is opened again when it ends. A failed attempt ends too, and its caller
    // retries it: were this handler on before the connect, each failure would start a second retry, and the retries
    // of an outage would double every second (thousands of connections when the server came back).
    client.once('end', () => {
      clients.delete(client);
      if (stopped()) return;
      onNotice(MISSED_NOTICES);
      const retry = () => {
        if (stopped()) return;
        connect().then(
          (next) => {
            if (stopped()) return void next.end().catch(() => undefined);
            clients.add(next);
            onNotice(MISSED_NOTICES);
          },
          () => setTimeout(retry, RECONNECT_MS).unref(),
        );
      };
      setTimeout(retry, RECONNECT_MS).unref();
    });
    return client;
  };
  const clients = new Set<pg.Client>();
  clients.add(await connect());
  return clients;
}

/** Connects to a Postgres server; fails at once when it cannot be reached. */
export async function openPostgresDb(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client that loses its server emits 'error'; without a listener that would end the process.
  pool.on('error', () => undefined);
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  const main = wrap(pool);
  const listeners: Set<pg.Client>[] = [];
  let closed = false;
  return {
    kind: 'postgres',
    connections: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    query: main.query,
    exec: main.exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onNotice) {
      listeners.push(await listenOn(connectionString, channel, onNotice, () => closed));
    },
    async close() {
      closed = true;
      await Promise.all(listeners.flatMap((clients) => [...clients].map((client) => client.end().catch(() => undefined))));
      await pool.end();
    },
  };
}
