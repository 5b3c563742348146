import { hashPassword, verifyPassword } from './password.js';

describe('password hashes', () => {
  it('are salted scrypt hashes that verify the right password only', async () => {
    const hash = await hashPassword('x4i-demo');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await hashPassword('x4i-demo')).not.toBe(hash);
    expect(await verifyPassword('x4i-demo', hash)).toBe(true);
    expect(await verifyPassword('x4i-demo ', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('rejects a malformed hash', async () => {
    expect(await verifyPassword('x', 'plain')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$99999999$8$1$c2FsdA$aGFzaA')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$32768$8$1$$')).toBe(false);
  });
});
