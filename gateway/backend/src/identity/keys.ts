import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export interface ProviderKeys {
  /** Private signing keys (RS256) for the provider. */
  jwks: { keys: JWK[] };
  /** Keys that sign the provider's cookies. */
  cookieKeys: string[];
}

/** The embedded provider's secrets live in <dataDir>/identity, readable by the owner only. */
export function identityDir(dataDir: string): string {
  return path.join(dataDir, 'identity');
}

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new Error(`Cannot read ${path.basename(file)}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function writeSecret(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  // 'wx': two processes starting together do not overwrite each other's keys.
  await writeFile(file, content, { mode: 0o600, flag: 'wx' });
  await chmod(file, 0o600);
}

async function readOrCreate<T>(file: string, create: () => Promise<T>): Promise<T> {
  const existing = await readJson<T>(file);
  if (existing) return existing;
  try {
    await writeSecret(file, `${JSON.stringify(await create(), null, 2)}\n`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return (await readJson<T>(file))!;
}

/** Generates the signing and cookie keys at first start (jwks.json, cookie-keys.json), then reuses them. */
export async function loadProviderKeys(dataDir: string): Promise<ProviderKeys> {
  const dir = identityDir(dataDir);
  const jwks = await readOrCreate(path.join(dir, 'jwks.json'), async () => {
    const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
    const jwk = await exportJWK(privateKey);
    return { keys: [{ ...jwk, alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('base64url') }] };
  });
  const cookieKeys = await readOrCreate(path.join(dir, 'cookie-keys.json'), async () => [randomBytes(32).toString('base64url')]);
  return { jwks, cookieKeys };
}

/** The public half of the signing keys, for verifying access tokens. */
export function publicJwks(jwks: { keys: JWK[] }): { keys: JWK[] } {
  return { keys: jwks.keys.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })) };
}

/** A client secret for the standalone server when OIDC_CLIENT_SECRET is unset: <dataDir>/identity/client-secret. */
export async function loadOrCreateClientSecret(dataDir: string): Promise<string> {
  const file = path.join(identityDir(dataDir), 'client-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  try {
    await writeSecret(file, `${randomBytes(32).toString('base64url')}\n`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return (await readFile(file, 'utf8')).trim();
}
