import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { OtpService } from './otp-service';

describe('OtpService', () => {
  let database: TestDatabase;
  let now = Date.parse('2025-03-01T08:00:00Z');
  const otp = new OtpService(
    Buffer.from('k'.repeat(32)),
    { lifetimeMs: 10 * 60 * 1000, maxAttempts: 5 },
    () => now,
  );
  const verify = (target: string, code: string) =>
    database.db.transaction((tx) => otp.verify(tx, 'userRegistration', target, code));
  const issue = (target: string) =>
    database.db.transaction((tx) => otp.issue(tx, 'userRegistration', target));
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database.close();
  });

  it('issues six digits, stored only as a keyed hash', async () => {
    const code = await issue('a@x.vn');
    expect(code).toMatch(/^[0-9]{6}$/);
    const { rows } = await database.db.query<{ code_hash: string }>(
      `SELECT code_hash FROM otp_codes WHERE target = 'a@x.vn'`,
    );
    expect(rows[0]?.code_hash).not.toContain(code);
  });

  it('is single use', async () => {
    const code = await issue('b@x.vn');
    await expect(verify('b@x.vn', code)).resolves.toBe(true);
    await expect(verify('b@x.vn', code)).resolves.toBe(false);
  });

  it('expires after 10 minutes', async () => {
    const code = await issue('c@x.vn');
    now += 10 * 60 * 1000 + 1;
    await expect(verify('c@x.vn', code)).resolves.toBe(false);
  });

  it('dies after 5 wrong tries, even for the right code', async () => {
    const code = await issue('d@x.vn');
    for (let i = 0; i < 5; i += 1) await expect(verify('d@x.vn', wrong(code))).resolves.toBe(false);
    await expect(verify('d@x.vn', code)).resolves.toBe(false);
  });

  it('accepts the right code after fewer than 5 wrong tries', async () => {
    const code = await issue('e@x.vn');
    for (let i = 0; i < 4; i += 1) await verify('e@x.vn', wrong(code));
    await expect(verify('e@x.vn', code)).resolves.toBe(true);
  });

  it('a new code replaces the older one; codes are per target and purpose', async () => {
    const old = await issue('f@x.vn');
    const fresh = await issue('f@x.vn');
    if (old !== fresh) await expect(verify('f@x.vn', old)).resolves.toBe(false);
    await expect(
      database.db.transaction((tx) => otp.verify(tx, 'resetPassword', 'f@x.vn', fresh)),
    ).resolves.toBe(false);
    await expect(verify('g@x.vn', fresh)).resolves.toBe(false);
    await expect(verify('f@x.vn', fresh)).resolves.toBe(true);
  });
});
