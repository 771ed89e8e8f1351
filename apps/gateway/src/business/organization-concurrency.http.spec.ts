import { BusinessErrorCode } from '@gio/contracts';
import { AccountLevel } from '@gio/domain-enums';
import {
  startAccountsTestServer,
  testHasher,
  type AccountsTestServer,
  type TestBrowser,
} from '../accounts/testing';
import { someoneWaitsForALock } from '../testing/lock-waits';
import { DEMO_ORGANIZATION, DEMO_PASSWORD, seedDemoUsers } from '../users/demo-users';

const onPostgres = process.env['TEST_DATABASE_URL'] ? describe : describe.skip;

onPostgres(
  'organisation users under concurrency (PostgreSQL only: skipped unless TEST_DATABASE_URL is set)',
  () => {
    let server: AccountsTestServer;
    let admin: TestBrowser;
    let ids: Record<string, string>;

    beforeAll(async () => {
      server = await startAccountsTestServer();
      await seedDemoUsers(server.db, testHasher());
      admin = server.browser();
      await admin.login('quan.tri@gio.vn', DEMO_PASSWORD);
      const { rows } = await server.db.query<{ id: string; email: string }>(
        'SELECT id, email FROM users',
      );
      ids = Object.fromEntries(rows.map((row) => [row.email, row.id]));
    });

    afterAll(async () => {
      await server.close();
    });

    it('refuses a removal by an admin demoted while the removal waited, and removes nobody', async () => {
      const adminId = ids['quan.tri@gio.vn'];
      const memberId = ids['nhan.vien@gio.vn'];
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      // The owner demotes the admin; meanwhile the admin removes a member.
      const demotion = server.db.transaction(async (tx) => {
        await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [adminId]);
        await held;
        await tx.query('UPDATE users SET account_level = $2, customer_type = 2 WHERE id = $1', [
          adminId,
          AccountLevel.BUSINESS_USER,
        ]);
      });
      const removal = admin.delete(`/api/organization/users/${memberId}`);
      await Promise.race([someoneWaitsForALock(server.db), removal]);
      release();
      await demotion;
      const res = await removal;
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe(BusinessErrorCode.PERMISSION_DENIED);
      const { rows } = await server.db.query<{ organization_id: string | null }>(
        'SELECT organization_id FROM users WHERE id = $1',
        [memberId],
      );
      expect(rows[0]?.organization_id).toBe(DEMO_ORGANIZATION.id);
    });
  },
);
