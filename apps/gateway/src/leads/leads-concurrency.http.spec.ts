import {
  startAccountsTestServer,
  testHasher,
  type AccountsTestServer,
  type TestBrowser,
} from '../accounts/testing';
import { someoneWaitsForALock } from '../testing/lock-waits';
import { DEMO_PASSWORD, seedDemoUsers } from '../users/demo-users';

const onPostgres = process.env['TEST_DATABASE_URL'] ? describe : describe.skip;

onPostgres(
  'lead capture under concurrency (PostgreSQL only: skipped unless TEST_DATABASE_URL is set)',
  () => {
    let server: AccountsTestServer;
    let user: TestBrowser;

    beforeAll(async () => {
      server = await startAccountsTestServer();
      await seedDemoUsers(server.db, testHasher());
      user = server.browser();
      await user.login('khach.quen@gio.vn', DEMO_PASSWORD);
      const created = await user.post('/api/lead-capture', {
        firstName: 'Lan',
        lastName: 'Phạm Thị',
        phoneNumber: '0987 654 321',
        companyName: 'Khách sạn Sông Hàn',
      });
      expect(created.status).toBe(200);
    });

    afterAll(async () => {
      await server.close();
    });

    it('keeps a change made while a PUT of other fields waits (no lost update)', async () => {
      const { rows } = await server.db.query<{ id: string }>(
        "SELECT id FROM users WHERE email = 'khach.quen@gio.vn'",
      );
      const userId = rows[0]?.id;
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked: () => void = () => undefined;
      const holding = new Promise<void>((resolve) => (locked = resolve));
      const other = server.db.transaction(async (tx) => {
        await tx.query('SELECT 1 FROM lead_captures WHERE user_id = $1 FOR UPDATE', [userId]);
        locked();
        await held;
        await tx.query("UPDATE lead_captures SET city = 'Huế' WHERE user_id = $1", [userId]);
      });
      await holding;
      const put = user.put('/api/lead-capture', { size: '1-9' });
      await Promise.race([someoneWaitsForALock(server.db), put]);
      release();
      await other;
      const res = await put;
      expect(res.status).toBe(200);
      expect(res.body.data.leadCapture).toMatchObject({ size: '1-9', city: 'Huế' });
      const stored = (await user.get('/api/lead-capture')).body.data.leadCapture;
      expect(stored).toMatchObject({ size: '1-9', city: 'Huế' });
    });
  },
);
