import { AccountLevel, AccountScope } from '@gio/domain-enums';
import {
  startAccountsTestServer,
  testHasher,
  type AccountsTestServer,
  type TestBrowser,
} from '../accounts/testing';
import { seedBusinessDemo } from '../business/demo-business';
import { CountingDatabase, createTestDatabase, type TestDatabase } from '../testing/test-database';
import { DEMO_PASSWORD, seedDemoUsers } from '../users/demo-users';
import { insertUser, UserStore } from '../users/user-store';
import { seedLoyaltyAndEngagement } from './demo-content';

const users = new UserStore();

describe('GET /api/first-load (storefront.md §4 "First-load modal", server-side signals)', () => {
  let server: AccountsTestServer;
  let database: TestDatabase;
  let counted: CountingDatabase;

  const as = async (email: string): Promise<TestBrowser> => {
    const browser = server.browser();
    expect((await browser.login(email, DEMO_PASSWORD)).status).toBe(200);
    return browser;
  };
  const modalsOf = async (browser: TestBrowser): Promise<string[]> => {
    const res = await browser.get('/api/first-load');
    expect(res.status).toBe(200);
    return res.body.data.modals;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    counted = new CountingDatabase(database.db);
    server = await startAccountsTestServer({ database: { db: counted, close: database.close } });
    await seedDemoUsers(server.db, testHasher());
    await seedLoyaltyAndEngagement(server.db, testHasher());
    await seedBusinessDemo(server.db, 'http://localhost');
  });

  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('a guest gets no server-side modal and no 401', async () => {
    const res = await server.browser().get('/api/first-load');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ signedIn: false, modals: [] });
  });

  it('answers a business owner, for whom every signal is read, in a few statements', async () => {
    const owner = await as('chu.doanh.nghiep@gio.vn');
    const before = counted.statements;
    expect(await modalsOf(owner)).toContain('game-capture');
    // One statement per signal plus the session's read: the services share one load of the
    // member (16 when each loaded it again).
    expect(counted.statements - before).toBeLessThanOrEqual(10);
  });

  it('a business owner gets the B2B login data once per sign-in, the lead capture form and the game', async () => {
    const owner = await as('chu.doanh.nghiep@gio.vn');
    const modals = await modalsOf(owner);
    // The owner's business address gives the organisation its location.
    expect(modals).toEqual(['b2b-login-data', 'lead-capture-form', 'game-capture']);

    expect((await owner.post('/api/organization/login-data/seen')).status).toBe(200);
    expect(await modalsOf(owner)).not.toContain('b2b-login-data');
    // A new sign-in shows it again.
    expect(await modalsOf(await as('chu.doanh.nghiep@gio.vn'))).toContain('b2b-login-data');

    // Closing the lead form, or playing the game, ends those signals.
    expect((await owner.post('/api/exit-lead-capture')).status).toBe(200);
    expect((await owner.post('/api/games/dismiss', { gameId: 'game_vong_quay' })).status).toBe(200);
    expect(await modalsOf(owner)).toEqual([]);
  });

  it('the cart editor gets no B2B login data; a member sees the update confirmation until cleared', async () => {
    expect(await modalsOf(await as('soan.gio@gio.vn'))).not.toContain('b2b-login-data');

    const member = await as('nhan.vien@gio.vn');
    expect(await modalsOf(member)).toEqual(
      expect.arrayContaining(['organization-update-confirmation', 'b2b-login-data']),
    );
    expect((await member.get('/api/organization/clear-confirmation')).status).toBe(200);
    expect(await modalsOf(member)).not.toContain('organization-update-confirmation');
  });

  it('a loyalty member whose membership expired gets the loyalty prompt until it is dismissed; an active one does not', async () => {
    expect(await modalsOf(await as('thanh.vien@gio.vn'))).not.toContain('loyalty-prompt');

    const expired = await as('het.han@gio.vn');
    expect((await modalsOf(expired))[0]).toBe('loyalty-prompt');
    expect((await expired.post('/api/waon/dismiss')).status).toBe(200);
    expect(await modalsOf(expired)).not.toContain('loyalty-prompt');
  });

  it('a personal user invited to an organisation gets the invite until it is accepted', async () => {
    const owner = await as('chu.doanh.nghiep@gio.vn');
    const invited = await owner.post('/api/organization/invites', { email: 'khach.moi@gio.vn' });
    expect(invited.status).toBe(200);

    const customer = await as('khach.moi@gio.vn');
    expect(await modalsOf(customer)).toContain('organization-invite');
    const code = invited.body.data.invite.code;
    expect((await customer.post(`/api/organization/invites/${code}/accept`)).status).toBe(200);
    expect(await modalsOf(customer)).not.toContain('organization-invite');
  });

  it('the business view of an organisation without a business address must capture a location', async () => {
    const organizationId = 'org_test_first_load';
    await server.db.query('INSERT INTO organizations (id, name) VALUES ($1, $2)', [
      organizationId,
      'Công ty TNHH Chưa Có Địa Chỉ',
    ]);
    const id = await insertUser(server.db, {
      email: 'chu.moi@example.vn',
      firstName: 'Mới',
      lastName: 'Chủ',
      accountLevel: AccountLevel.BUSINESS_MANAGER,
      organizationId,
      clientViewType: AccountScope.BUSINESS,
    });
    await users.setPasswordHash(server.db, id, await testHasher().hash(DEMO_PASSWORD));
    const owner = await as('chu.moi@example.vn');
    expect(await modalsOf(owner)).toContain('location-capture');

    // A business address of any user of the organisation gives it its location.
    await server.db.query(
      `INSERT INTO addresses (id, user_id, account_scope, type, first_name, last_name, address_line1, ward, district, city, country)
       VALUES ('adr_test_first_load', $1, $2, 1, 'Mới', 'Chủ', '86 Lê Thánh Tôn', 'Phường Bến Nghé', 'Quận 1', 'Thành phố Hồ Chí Minh', 'VN')`,
      [id, AccountScope.BUSINESS],
    );
    expect(await modalsOf(owner)).not.toContain('location-capture');
  });
});
