import { passwordSchema } from '@gio/domain-validation';
import { PasswordHasher } from '../security/password-hasher';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoUsers } from './demo-users';
import { UserStore } from './user-store';

describe('demo users', () => {
  let database: TestDatabase;
  const hasher = new PasswordHasher({ logN: 10, r: 8, p: 1 });

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database.close();
  });

  it('have a password that meets the spec rule', () => {
    expect(passwordSchema.safeParse(DEMO_PASSWORD).success).toBe(true);
  });

  it('are seeded once, into an empty database, with their roles', async () => {
    expect(await seedDemoUsers(database.db, hasher)).toHaveLength(DEMO_USERS.length);
    expect(await seedDemoUsers(database.db, hasher)).toEqual([]);
    const users = new UserStore();
    const view = async (email: string) =>
      users.view(database.db, (await users.byEmail(database.db, email))?.id ?? '');
    expect(await view('khach.quen@gio.vn')).toMatchObject({
      numSuccessfulOrders: 14,
      telephoneVerified: true,
    });
    expect(await view('khach.moi@gio.vn')).toMatchObject({
      numSuccessfulOrders: 0,
      firstOrderEligible: true,
    });
    expect(await view('chu.doanh.nghiep@gio.vn')).toMatchObject({
      accountLevel: 1,
      customerType: 1,
      clientViewType: 1,
      organization: {
        name: 'Công ty TNHH Bếp Nhà Việt',
        invoice: { enabled: true, creditLimit: 50_000_000 },
      },
    });
    expect(await view('quan.tri@gio.vn')).toMatchObject({ accountLevel: 4, customerType: 4 });
    expect(await view('nhan.vien@gio.vn')).toMatchObject({ accountLevel: 2, customerType: 2 });
    expect(await view('soan.gio@gio.vn')).toMatchObject({ accountLevel: 3 });
    expect(await view('thanh.vien@gio.vn')).toMatchObject({ loyaltyPermission: 'ALL_PERMISSIONS' });
    const owner = await users.byEmail(database.db, 'chu.doanh.nghiep@gio.vn');
    const stored = await users.passwordHash(database.db, owner?.id ?? '');
    await expect(hasher.verify(DEMO_PASSWORD, stored ?? '')).resolves.toBe(true);
  });
});
