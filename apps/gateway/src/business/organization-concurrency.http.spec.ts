import { BusinessErrorCode } from '@gio/contracts';
import { AccountLevel } from '@gio/domain-enums';
import {
  startAccountsTestServer,
  testHasher,
  type AccountsTestServer,
  type TestBrowser,
  type TestResponse,
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

    /**
     * Runs `act` (the admin's request) while a transaction holds the admin's row and demotes
     * them to member once the request waits for it (the owner's role change at the same moment).
     */
    async function demotedMeanwhile(act: () => Promise<TestResponse>): Promise<TestResponse> {
      const adminId = ids['quan.tri@gio.vn'];
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked: () => void = () => undefined;
      const holding = new Promise<void>((resolve) => (locked = resolve));
      const demotion = server.db.transaction(async (tx) => {
        await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [adminId]);
        locked();
        await held;
        await tx.query('UPDATE users SET account_level = $2, customer_type = 2 WHERE id = $1', [
          adminId,
          AccountLevel.BUSINESS_USER,
        ]);
      });
      await holding;
      const request = act();
      await Promise.race([someoneWaitsForALock(server.db), request]);
      release();
      await demotion;
      const res = await request;
      // Admin again for the next test.
      await server.db.query(
        'UPDATE users SET account_level = $2, customer_type = 4 WHERE id = $1',
        [adminId, AccountLevel.BUSINESS_ADMIN],
      );
      return res;
    }

    it('refuses a removal by an admin demoted while the removal waited, and removes nobody', async () => {
      const memberId = ids['nhan.vien@gio.vn'];
      const res = await demotedMeanwhile(() => admin.delete(`/api/organization/users/${memberId}`));
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe(BusinessErrorCode.PERMISSION_DENIED);
      const { rows } = await server.db.query<{ organization_id: string | null }>(
        'SELECT organization_id FROM users WHERE id = $1',
        [memberId],
      );
      expect(rows[0]?.organization_id).toBe(DEMO_ORGANIZATION.id);
    });

    it('refuses a role change by an admin demoted while it waited, and changes no level', async () => {
      const memberId = ids['nhan.vien@gio.vn'];
      const res = await demotedMeanwhile(() =>
        admin.put(`/api/organization/users/${memberId}/role`, {
          accountLevel: AccountLevel.BUSINESS_GENERATED_CART_USER,
        }),
      );
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe(BusinessErrorCode.PERMISSION_DENIED);
      const { rows } = await server.db.query<{ account_level: number }>(
        'SELECT account_level FROM users WHERE id = $1',
        [memberId],
      );
      expect(rows).toEqual([{ account_level: AccountLevel.BUSINESS_USER }]);
    });

    it('refuses an invite by an admin demoted while the invite waited, and sends none', async () => {
      const email = 'moi.trong.luc.ha.cap@example.vn';
      const res = await demotedMeanwhile(() => admin.post('/api/organization/invites', { email }));
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe(BusinessErrorCode.PERMISSION_DENIED);
      const { rows } = await server.db.query(
        'SELECT 1 FROM organization_invites WHERE invited_email = $1',
        [email],
      );
      expect(rows).toHaveLength(0);
    });

    it('refuses a revocation by an admin demoted while it waited, and the invite stays open', async () => {
      const invited = await admin.post('/api/organization/invites', {
        email: 'van.con.loi.moi@example.vn',
      });
      expect(invited.status).toBe(200);
      const { code } = invited.body.data.invite;
      const res = await demotedMeanwhile(() => admin.delete(`/api/organization/invites/${code}`));
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe(BusinessErrorCode.PERMISSION_DENIED);
      const { rows } = await server.db.query<{ revoked_at: Date | null }>(
        'SELECT revoked_at FROM organization_invites WHERE code = $1',
        [code],
      );
      expect(rows).toEqual([{ revoked_at: null }]);
    });
  },
);
