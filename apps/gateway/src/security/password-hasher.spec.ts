import { PasswordHasher, PRODUCTION_SCRYPT_COST } from './password-hasher';

describe('PasswordHasher (scrypt)', () => {
  const hasher = new PasswordHasher({ logN: 10, r: 8, p: 1 });

  it('verifies the password it hashed and nothing else', async () => {
    const stored = await hasher.hash('Mật-khẩu-Tốt1');
    expect(stored).toMatch(/^scrypt\$10\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]{86}$/);
    expect(stored).not.toContain('Mật-khẩu-Tốt1');
    await expect(hasher.verify('Mật-khẩu-Tốt1', stored)).resolves.toBe(true);
    await expect(hasher.verify('Mật-khẩu-Tốt2', stored)).resolves.toBe(false);
    await expect(hasher.verify('Mật-khẩu-Tốt1', 'garbage')).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hasher.hash('Abcdefg1')).not.toBe(await hasher.hash('Abcdefg1'));
  });

  it('matches a password typed with combining marks (NFD) against its NFC form', async () => {
    const stored = await hasher.hash('Tiếng-Việt1'.normalize('NFC'));
    await expect(hasher.verify('Tiếng-Việt1'.normalize('NFD'), stored)).resolves.toBe(true);
  });

  it('uses N = 2^17, r = 8, p = 1 in production and asks to rehash weaker hashes', async () => {
    expect(PRODUCTION_SCRYPT_COST).toEqual({ logN: 17, r: 8, p: 1 });
    const production = new PasswordHasher();
    const stored = await production.hash('Abcdefg1');
    expect(stored.startsWith('scrypt$17$8$1$')).toBe(true);
    await expect(production.verify('Abcdefg1', stored)).resolves.toBe(true);
    expect(production.needsRehash(stored)).toBe(false);
    expect(production.needsRehash(await hasher.hash('Abcdefg1'))).toBe(true);
  });

  it('spends a check even without a stored hash', async () => {
    await expect(hasher.verifyNothing('Abcdefg1')).resolves.toBe(false);
  });
});
