import { AccountLevel, AccountScope, PaymentMethod, ServerErrorCode } from '@gio/domain-enums';
import {
  lastMessageTo,
  startAccountsTestServer,
  testHasher,
  type AccountsTestServer,
  type TestBrowser,
} from '../accounts/testing';
import { DEMO_ORGANIZATION, DEMO_PASSWORD, seedDemoUsers } from '../users/demo-users';
import { insertUser, UserStore } from '../users/user-store';
import { DEMO_INVITED_EMAIL, seedBusinessDemo } from './demo-business';

const SECOND_ORG = { id: 'org_test_ha_thanh', name: 'Công ty TNHH Thực phẩm Sạch Hà Thành' };
const users = new UserStore();

/** The invite code in an invite e-mail's body. */
function inviteCodeIn(body: string): string {
  const match = /Mã mời: ([A-Za-z0-9_-]+)/.exec(body);
  if (!match?.[1]) throw new Error('no invite code in message');
  return match[1];
}

describe('business organisations over HTTP', () => {
  let server: AccountsTestServer;
  const browsers = new Map<string, TestBrowser>();
  let ids: Record<string, string> = {};
  let counter = 0;

  /** A signed-in browser per e-mail, made once. */
  async function as(email: string): Promise<TestBrowser> {
    const known = browsers.get(email);
    if (known) return known;
    const browser = server.browser();
    const res = await browser.login(email, DEMO_PASSWORD);
    if (res.status !== 200) throw new Error(`login of ${email} failed: ${res.status}`);
    browsers.set(email, browser);
    return browser;
  }

  /** A user of an organisation (or a personal one) with the demo password. */
  async function addUser(
    email: string,
    level: AccountLevel,
    organizationId: string | null,
  ): Promise<string> {
    const id = await insertUser(server.db, {
      email,
      firstName: 'Thử',
      lastName: 'Người Dùng',
      accountLevel: level,
      organizationId,
      clientViewType: organizationId ? AccountScope.BUSINESS : AccountScope.PERSONAL,
    });
    await users.setPasswordHash(server.db, id, await testHasher().hash(DEMO_PASSWORD));
    return id;
  }

  const fresh = (prefix: string) => `${prefix}.${(counter += 1)}@example.vn`;

  beforeAll(async () => {
    server = await startAccountsTestServer();
    await seedDemoUsers(server.db, testHasher());
    await server.db.query(
      `INSERT INTO organizations (id, name, invoice_enabled, invoice_credit_limit) VALUES ($1, $2, true, 20000000)`,
      [SECOND_ORG.id, SECOND_ORG.name],
    );
    await addUser('chu.ha.thanh@example.vn', AccountLevel.BUSINESS_MANAGER, SECOND_ORG.id);
    await addUser('nv.ha.thanh@example.vn', AccountLevel.BUSINESS_USER, SECOND_ORG.id);
    const { rows } = await server.db.query<{ id: string; email: string }>(
      'SELECT id, email FROM users',
    );
    ids = Object.fromEntries(rows.map((row) => [row.email, row.id]));
  });

  afterAll(async () => {
    await server.close();
  });

  const OWNER = 'chu.doanh.nghiep@gio.vn';
  const ADMIN = 'quan.tri@gio.vn';
  const MEMBER = 'nhan.vien@gio.vn';
  const CART_EDITOR = 'soan.gio@gio.vn';
  const PERSONAL = 'khach.moi@gio.vn';

  describe('role matrix: every action × every level', () => {
    const levels = [
      ['Default', PERSONAL],
      ['Owner', OWNER],
      ['Admin', ADMIN],
      ['Member', MEMBER],
      ['Cart Editor', CART_EDITOR],
    ] as const;
    type Expect = number | string;
    const ok = 200;
    const denied = 'PERMISSION_DENIED';
    const none = 'NOT_FOUND';
    // Columns: Default, Owner, Admin, Member, Cart Editor. Written out from the access README,
    // not computed from PERMISSION_MATRIX, so the server and the matrix are checked against it.
    const matrix: Record<string, readonly [Expect, Expect, Expect, Expect, Expect]> = {
      'view the organisation': [none, ok, ok, ok, ok],
      'list users': [none, ok, ok, ok, ok],
      'update the organisation': [none, ok, denied, denied, denied],
      'invite a user': [none, ok, ok, denied, denied],
      'revoke an invite': [none, ok, ok, denied, denied],
      'change a role': [none, ok, ok, denied, denied],
      'remove a user': [none, ok, ok, denied, denied],
      'see the business login data': ['null', 'data', 'data', 'data', 'null'],
      'read and clear confirmations': [ok, ok, ok, ok, ok],
    };

    async function attempt(
      action: string,
      browser: TestBrowser,
    ): Promise<{ status: number; body: { error?: { code: unknown }; data?: unknown } }> {
      switch (action) {
        case 'view the organisation':
          return browser.get('/api/organization');
        case 'list users':
          return browser.get('/api/organization/users');
        case 'update the organisation':
          return browser.put('/api/organization', {
            logoImage: `https://cdn.gio.vn/logo/${(counter += 1)}.png`,
          });
        case 'invite a user':
          return browser.post('/api/organization/invites', {
            email: fresh('moi'),
            accountLevel: AccountLevel.BUSINESS_USER,
          });
        case 'revoke an invite': {
          const owner = await as(OWNER);
          const made = await owner.post('/api/organization/invites', { email: fresh('huy') });
          return browser.delete(`/api/organization/invites/${made.body.data.invite.code}`);
        }
        case 'change a role': {
          const target = await addUser(
            fresh('doi.vai.tro'),
            AccountLevel.BUSINESS_USER,
            DEMO_ORGANIZATION.id,
          );
          return browser.put(`/api/organization/users/${target}/role`, {
            accountLevel: AccountLevel.BUSINESS_GENERATED_CART_USER,
          });
        }
        case 'remove a user': {
          const target = await addUser(
            fresh('xoa'),
            AccountLevel.BUSINESS_USER,
            DEMO_ORGANIZATION.id,
          );
          return browser.delete(`/api/organization/users/${target}`);
        }
        case 'see the business login data': {
          const res = await browser.get('/api/organization/login-data');
          return {
            status: res.status,
            body: { data: res.body.data.loginData === null ? 'null' : 'data' },
          };
        }
        case 'read and clear confirmations': {
          const read = await browser.get('/api/organization/confirmation');
          if (read.status !== 200) return read;
          return browser.get('/api/organization/clear-confirmation');
        }
        default:
          throw new Error(action);
      }
    }

    const cases = Object.entries(matrix).flatMap(([action, expected]) =>
      levels.map(([label, email], index) => [action, label, email, expected[index]] as const),
    );

    it.each(cases)('%s as %s', async (action, _label, email, expected) => {
      const res = await attempt(action, await as(email));
      if (expected === 'null' || expected === 'data') {
        expect(res.status).toBe(200);
        expect(res.body.data).toBe(expected);
      } else if (typeof expected === 'number') {
        expect(res.status).toBe(expected);
      } else {
        expect(res.status).toBe(expected === none ? 404 : 400);
        expect(res.body.error?.code).toBe(expected);
      }
    });

    it('a guest gets 401 on every organisation call', async () => {
      const guest = server.browser();
      for (const path of [
        '/api/organization',
        '/api/organization/users',
        '/api/organization/login-data',
        '/api/organization/clear-confirmation',
      ]) {
        expect((await guest.get(path)).status).toBe(401);
      }
      expect(
        (await guest.post('/api/organization/invites', { email: 'a@example.vn' })).status,
      ).toBe(401);
    });
  });

  describe('reading the organisation', () => {
    it('answers the business account fields and what the viewer may do', async () => {
      const res = await (await as(ADMIN)).get('/api/organization');
      expect(res.status).toBe(200);
      expect(res.body.data.organization).toMatchObject({
        id: DEMO_ORGANIZATION.id,
        name: DEMO_ORGANIZATION.name,
        isEnabled: true,
        excludeAllItems: false,
        promoCodeEnabled: true,
        rewardEnabled: false,
        creditEnabled: true,
        invoice: {
          enabled: true,
          creditLimit: DEMO_ORGANIZATION.invoiceCreditLimit,
          currentOutstanding: DEMO_ORGANIZATION.invoiceCurrentOutstanding,
        },
        achDirectDebitEnabled: false,
        defaultPaymentEnabled: true,
        bannerInterstitialsEnabled: true,
      });
      expect(res.body.data.viewer).toEqual({
        accountLevel: AccountLevel.BUSINESS_ADMIN,
        levelLabel: 'Admin',
        allowedActions: [
          'organization.view',
          'organization.invite-user',
          'organization.change-role',
          'organization.remove-user',
          'cart.edit',
          'order.place',
          'payment.invoice',
          'organization.set-limits',
          'order.approve',
          'organization.audit-log',
          'organization.statement',
        ],
        canManageBusinessUsers: true,
      });
    });

    it('lists the users with their levels, owner first; invites only for managers', async () => {
      const owner = await as(OWNER);
      await owner.post('/api/organization/invites', { email: 'xem.danh.sach@example.vn' });
      const res = await owner.get('/api/organization/users');
      expect(res.status).toBe(200);
      const listed = res.body.data.users as {
        email: string;
        levelLabel: string;
        isCurrentUser: boolean;
      }[];
      expect(listed[0]).toMatchObject({ email: OWNER, levelLabel: 'Owner', isCurrentUser: true });
      expect(listed.find((user) => user.email === CART_EDITOR)?.levelLabel).toBe('Cart Editor');
      expect(listed.find((user) => user.email === ADMIN)?.levelLabel).toBe('Admin');
      expect(listed.every((user) => !user.email.includes('ha.thanh'))).toBe(true);
      expect(
        res.body.data.invites.map((invite: { invitedEmail: string }) => invite.invitedEmail),
      ).toContain('xem.danh.sach@example.vn');
      const member = await (await as(MEMBER)).get('/api/organization/users');
      expect(member.body.data.users.length).toBe(listed.length);
      expect(member.body.data.invites).toEqual([]);
    });
  });

  describe('updating the organisation', () => {
    it('the owner changes name and preferences; every other member gets a confirmation', async () => {
      await (await as(MEMBER)).get('/api/organization/clear-confirmation');
      const owner = await as(OWNER);
      const res = await owner.put('/api/organization', {
        name: 'Công ty TNHH Bếp Nhà Việt Sài Gòn',
        bannerInterstitialsEnabled: false,
      });
      expect(res.status).toBe(200);
      expect(res.body.data.organization).toMatchObject({
        name: 'Công ty TNHH Bếp Nhà Việt Sài Gòn',
        bannerInterstitialsEnabled: false,
      });
      const memberView = await (await as(MEMBER)).get('/api/organization/confirmation');
      expect(memberView.body.data.confirmation).toMatchObject({
        type: 'organizationUpdated',
        header: 'Thông tin doanh nghiệp đã được cập nhật',
      });
      expect(memberView.body.data.confirmation.message).toContain('tên doanh nghiệp');
      const ownerView = await owner.get('/api/organization/confirmation');
      expect(ownerView.body.data.confirmation?.type).not.toBe('organizationUpdated');
      await owner.put('/api/organization', {
        name: DEMO_ORGANIZATION.name,
        bannerInterstitialsEnabled: true,
      });
    });

    it('refuses the shop-controlled terms and changes nothing', async () => {
      const owner = await as(OWNER);
      const res = await owner.put('/api/organization', {
        name: 'Đổi tên',
        invoice: { creditLimit: 999_000_000 },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
      const after = await owner.get('/api/organization');
      expect(after.body.data.organization.name).toBe(DEMO_ORGANIZATION.name);
      expect(after.body.data.organization.invoice.creditLimit).toBe(
        DEMO_ORGANIZATION.invoiceCreditLimit,
      );
      expect((await owner.put('/api/organization', {})).status).toBe(400);
    });

    it('a disabled business account can be viewed but not changed', async () => {
      await server.db.query('UPDATE organizations SET is_enabled = false WHERE id = $1', [
        DEMO_ORGANIZATION.id,
      ]);
      try {
        const owner = await as(OWNER);
        expect((await owner.get('/api/organization')).status).toBe(200);
        const update = await owner.put('/api/organization', { name: 'Không được' });
        expect(update.body.error.code).toBe('ORGANIZATION_DISABLED');
        const invite = await owner.post('/api/organization/invites', { email: fresh('tat') });
        expect(invite.body.error.code).toBe('ORGANIZATION_DISABLED');
      } finally {
        await server.db.query('UPDATE organizations SET is_enabled = true WHERE id = $1', [
          DEMO_ORGANIZATION.id,
        ]);
      }
    });

    it('with the manage-users flag off nobody manages users (canManageBusinessUsers)', async () => {
      await server.db.query('UPDATE organizations SET manage_users_enabled = false WHERE id = $1', [
        DEMO_ORGANIZATION.id,
      ]);
      try {
        const owner = await as(OWNER);
        const invite = await owner.post('/api/organization/invites', { email: fresh('co') });
        expect(invite.status).toBe(400);
        expect(invite.body.error.code).toBe('USER_MANAGEMENT_DISABLED');
        const role = await owner.put(`/api/organization/users/${ids[MEMBER]}/role`, {
          accountLevel: AccountLevel.BUSINESS_ADMIN,
        });
        expect(role.body.error.code).toBe('USER_MANAGEMENT_DISABLED');
        const page = await owner.get('/api/organization');
        expect(page.body.data.viewer.canManageBusinessUsers).toBe(false);
        expect((await owner.get('/api/organization/users')).body.data.invites).toEqual([]);
      } finally {
        await server.db.query(
          'UPDATE organizations SET manage_users_enabled = true WHERE id = $1',
          [DEMO_ORGANIZATION.id],
        );
      }
    });
  });

  describe('invites', () => {
    it('a new user joins with the e-mailed code and is signed in at the invited level', async () => {
      const owner = await as(OWNER);
      const email = 'bep.truong@example.vn';
      const res = await owner.post('/api/organization/invites', {
        email: ' Bep.Truong@Example.vn ',
        accountLevel: AccountLevel.BUSINESS_ADMIN,
      });
      expect(res.status).toBe(200);
      expect(res.body.data.invite).toMatchObject({
        invitedEmail: email,
        accountLevel: 4,
        levelLabel: 'Admin',
        invitedBy: 'Lê Văn Hùng',
      });
      const message = await lastMessageTo(owner, email);
      expect(message.kind).toBe('organization-invite');
      expect(message.subject).toContain(DEMO_ORGANIZATION.name);
      const code = inviteCodeIn(message.body);
      expect(code).toBe(res.body.data.invite.code);
      expect(message.body).toContain(`http://shop.test/?organizationInvite=${code}`);

      const newcomer = server.browser();
      const details = await newcomer.get(`/api/organization/invites/${code}`);
      expect(details.body.data).toEqual({
        organizationName: DEMO_ORGANIZATION.name,
        invitedEmail: email,
        accountLevel: 4,
        levelLabel: 'Admin',
        accountExists: false,
      });
      const weak = await newcomer.post('/api/organization/join', {
        code,
        password: 'short',
        firstName: 'Tâm',
        lastName: 'Đỗ',
      });
      expect(weak.status).toBe(400);
      const joined = await newcomer.post('/api/organization/join', {
        code,
        password: 'BepTruong@2026',
        firstName: 'Tâm',
        lastName: 'Đỗ',
      });
      expect(joined.status).toBe(200);
      expect(joined.body.data.user).toMatchObject({
        email,
        accountLevel: 4,
        customerType: 4,
        clientViewType: 1,
      });
      expect(joined.body.data.user.organization.id).toBe(DEMO_ORGANIZATION.id);
      newcomer.csrfToken = joined.body.data.csrfToken;
      expect((await newcomer.get('/api/organization')).body.data.viewer.levelLabel).toBe('Admin');
      expect(
        (await newcomer.get('/api/organization/confirmation')).body.data.confirmation.type,
      ).toBe('joinedOrganization');
      // The invite is used up; the admin pays by invoice like the rest.
      const again = await server.browser().post('/api/organization/join', {
        code,
        password: 'BepTruong@2026',
        firstName: 'A',
        lastName: 'B',
      });
      expect(again.status).toBe(410);
      expect(again.body.error.code).toBe('INVITE_NOT_USABLE');
      const methods = await server.db.query<{ payment_method: number }>(
        'SELECT payment_method FROM payment_methods WHERE user_id = $1',
        [joined.body.data.user.id],
      );
      expect(methods.rows.map((row) => row.payment_method)).toEqual([
        PaymentMethod.BUSINESS_INVOICE,
      ]);
      const login = await server.browser().login(email, 'BepTruong@2026');
      expect(login.status).toBe(200);
    });

    it('an existing personal user accepts an invite to their own address only', async () => {
      const email = fresh('ca.nhan');
      const userId = await addUser(email, AccountLevel.DEFAULT, null);
      const owner = await as(OWNER);
      const invite = await owner.post('/api/organization/invites', {
        email,
        accountLevel: AccountLevel.BUSINESS_GENERATED_CART_USER,
      });
      const code = invite.body.data.invite.code as string;
      expect(
        (await server.browser().get(`/api/organization/invites/${code}`)).body.data.accountExists,
      ).toBe(true);
      const joinAnyway = await server.browser().post('/api/organization/join', {
        code,
        password: 'Abcdef@12',
        firstName: 'X',
        lastName: 'Y',
      });
      expect(joinAnyway.body.error.code).toBe(ServerErrorCode.REGISTRATION_EMAIL_EXISTS_ERROR);

      const stranger = await as(PERSONAL);
      expect((await stranger.post(`/api/organization/invites/${code}/accept`)).status).toBe(404);
      const invited = await as(email);
      const mine = await invited.get('/api/organization/my-invites');
      expect(mine.body.data.invites).toEqual([
        {
          code,
          invitedEmail: email,
          organizationName: DEMO_ORGANIZATION.name,
          levelLabel: 'Cart Editor',
        },
      ]);
      const accepted = await invited.post(`/api/organization/invites/${code}/accept`);
      expect(accepted.status).toBe(200);
      expect(accepted.body.data.viewer).toMatchObject({
        accountLevel: 3,
        levelLabel: 'Cart Editor',
      });
      // The cart editor cannot pay by invoice, so no invoice method was added.
      const methods = await server.db.query('SELECT 1 FROM payment_methods WHERE user_id = $1', [
        userId,
      ]);
      expect(methods.rows).toEqual([]);
      expect((await invited.post(`/api/organization/invites/${code}/accept`)).status).toBe(410);
    });

    it('a new invite to the same address replaces the old code; revoked and expired codes are 410', async () => {
      const owner = await as(OWNER);
      const email = fresh('thay');
      const first = (await owner.post('/api/organization/invites', { email })).body.data.invite
        .code as string;
      const second = (await owner.post('/api/organization/invites', { email })).body.data.invite
        .code as string;
      expect(second).not.toBe(first);
      expect((await owner.get(`/api/organization/invites/${first}`)).status).toBe(410);
      const revoked = await owner.delete(`/api/organization/invites/${second}`);
      expect(revoked.status).toBe(200);
      expect(
        revoked.body.data.invites.map((invite: { code: string }) => invite.code),
      ).not.toContain(second);
      expect((await owner.get(`/api/organization/invites/${second}`)).status).toBe(410);
      expect((await owner.delete(`/api/organization/invites/${second}`)).status).toBe(404);

      const third = (await owner.post('/api/organization/invites', { email })).body.data.invite
        .code as string;
      await server.db.query(
        `UPDATE organization_invites SET expires_at = now() - interval '1 minute' WHERE code = $1`,
        [third],
      );
      expect((await owner.get(`/api/organization/invites/${third}`)).status).toBe(410);
      expect(
        (await owner.get('/api/organization/invites/khong-co-ma-moi-nao-nhu-the-nay')).status,
      ).toBe(404);
      expect((await owner.get('/api/organization/invites/bad')).status).toBe(400);
    });

    it('two joins racing with one code: exactly one account is made', async () => {
      const email = fresh('dua');
      const invite = await (await as(OWNER)).post('/api/organization/invites', { email });
      const code = invite.body.data.invite.code as string;
      const join = () =>
        server.browser().post('/api/organization/join', {
          code,
          password: 'DuaNhau@2026',
          firstName: 'Đua',
          lastName: 'Nhau',
        });
      const results = await Promise.all([join(), join()]);
      expect(results.map((res) => res.status).sort()).toEqual([200, 410]);
      const made = await server.db.query('SELECT 1 FROM users WHERE email = $1', [email]);
      expect(made.rows).toHaveLength(1);
    });

    it('two invites racing to one address leave exactly one open', async () => {
      const email = fresh('hai.lan');
      const owner = await as(OWNER);
      const admin = await as(ADMIN);
      const results = await Promise.all([
        owner.post('/api/organization/invites', { email }),
        admin.post('/api/organization/invites', { email }),
      ]);
      expect(results.map((res) => res.status)).toEqual([200, 200]);
      const open = await server.db.query(
        'SELECT 1 FROM organization_invites WHERE invited_email = $1 AND revoked_at IS NULL',
        [email],
      );
      expect(open.rows).toHaveLength(1);
    });

    it('refuses to invite someone already in the organisation', async () => {
      const res = await (await as(ADMIN)).post('/api/organization/invites', { email: MEMBER });
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('ALREADY_MEMBER');
      const owner = await (
        await as(ADMIN)
      ).post('/api/organization/invites', { email: 'khong-phai-email' });
      expect(owner.status).toBe(400);
      const asOwner = await (
        await as(ADMIN)
      ).post('/api/organization/invites', {
        email: fresh('chu'),
        accountLevel: AccountLevel.BUSINESS_MANAGER,
      });
      expect(asOwner.status).toBe(400);
    });
  });

  describe('role changes and removal', () => {
    it('a member made cart editor loses invoice payment and the login data, and is told', async () => {
      const email = fresh('nv');
      const target = await addUser(email, AccountLevel.BUSINESS_USER, DEMO_ORGANIZATION.id);
      await server.db.query(
        `INSERT INTO payment_methods (id, user_id, payment_method, label, is_default) VALUES ($1, $2, $3, 'Hoá đơn', true)`,
        [`pm_${target}`, target, PaymentMethod.BUSINESS_INVOICE],
      );
      const admin = await as(ADMIN);
      const res = await admin.put(`/api/organization/users/${target}/role`, {
        accountLevel: AccountLevel.BUSINESS_GENERATED_CART_USER,
      });
      expect(res.status).toBe(200);
      expect(res.body.data.users.find((user: { id: string }) => user.id === target)).toMatchObject({
        accountLevel: 3,
        levelLabel: 'Cart Editor',
      });
      const methods = await server.db.query('SELECT 1 FROM payment_methods WHERE user_id = $1', [
        target,
      ]);
      expect(methods.rows).toEqual([]);
      const them = await as(email);
      expect((await them.get('/api/organization/login-data')).body.data.loginData).toBeNull();
      const confirmation = (await them.get('/api/organization/confirmation')).body.data
        .confirmation;
      expect(confirmation).toMatchObject({
        type: 'roleChanged',
        header: 'Vai trò của bạn đã thay đổi',
      });
      expect(confirmation.message).toContain('Cart Editor');
      expect((await them.get('/api/organization/clear-confirmation')).body.data.cleared).toBe(1);
      expect((await them.get('/api/organization/confirmation')).body.data.confirmation).toBeNull();
      expect((await them.get('/api/organization/clear-confirmation')).body.data.cleared).toBe(0);

      const back = await admin.put(`/api/organization/users/${target}/role`, {
        accountLevel: AccountLevel.BUSINESS_USER,
      });
      expect(back.status).toBe(200);
      const again = await server.db.query<{ payment_method: number }>(
        'SELECT payment_method FROM payment_methods WHERE user_id = $1',
        [target],
      );
      expect(again.rows.map((row) => row.payment_method)).toEqual([PaymentMethod.BUSINESS_INVOICE]);
    });

    it('nobody changes their own role, the owner, or makes an owner', async () => {
      const admin = await as(ADMIN);
      const self = await admin.put(`/api/organization/users/${ids[ADMIN]}/role`, {
        accountLevel: AccountLevel.BUSINESS_USER,
      });
      expect(self.body.error.code).toBe('ROLE_CHANGE_REFUSED');
      const owner = await admin.put(`/api/organization/users/${ids[OWNER]}/role`, {
        accountLevel: AccountLevel.BUSINESS_USER,
      });
      expect(owner.body.error.code).toBe('ROLE_CHANGE_REFUSED');
      expect((await admin.delete(`/api/organization/users/${ids[OWNER]}`)).body.error.code).toBe(
        'ROLE_CHANGE_REFUSED',
      );
      const promote = await admin.put(`/api/organization/users/${ids[MEMBER]}/role`, {
        accountLevel: AccountLevel.BUSINESS_MANAGER,
      });
      expect(promote.status).toBe(400);
      expect(promote.body.error.field).toBe('body.accountLevel');
      const level = await server.db.query<{ account_level: number }>(
        'SELECT account_level FROM users WHERE id = $1',
        [ids[OWNER]],
      );
      expect(level.rows[0]?.account_level).toBe(AccountLevel.BUSINESS_MANAGER);
    });

    it('a removed user becomes a personal account and is told', async () => {
      const email = fresh('roi.di');
      const target = await addUser(email, AccountLevel.BUSINESS_ADMIN, DEMO_ORGANIZATION.id);
      const them = await as(email);
      expect((await them.get('/api/organization')).status).toBe(200);
      const res = await (await as(OWNER)).delete(`/api/organization/users/${target}`);
      expect(res.status).toBe(200);
      expect(res.body.data.users.map((user: { id: string }) => user.id)).not.toContain(target);
      expect((await them.get('/api/organization')).status).toBe(404);
      const session = await them.get('/api/session');
      expect(session.body.user).toMatchObject({
        accountLevel: 0,
        customerType: null,
        clientViewType: 0,
        organization: null,
      });
      const confirmation = (await them.get('/api/organization/confirmation')).body.data
        .confirmation;
      expect(confirmation.type).toBe('removedFromOrganization');
    });
  });

  describe('the business login data', () => {
    it('shows the organisation and, to levels that pay by invoice, the credit left', async () => {
      const res = await (await as(MEMBER)).get('/api/organization/login-data');
      expect(res.body.data.loginData).toMatchObject({
        organizationName: DEMO_ORGANIZATION.name,
        accountLevel: AccountLevel.BUSINESS_USER,
        levelLabel: 'Member',
        clientViewType: 1,
        invoice: {
          creditLimit: DEMO_ORGANIZATION.invoiceCreditLimit,
          currentOutstanding: DEMO_ORGANIZATION.invoiceCurrentOutstanding,
          available:
            DEMO_ORGANIZATION.invoiceCreditLimit - DEMO_ORGANIZATION.invoiceCurrentOutstanding,
        },
      });
      expect(res.body.data.loginData.userCount).toBeGreaterThanOrEqual(4);
    });

    it('the modal shows once per sign-in: seen closes it until the next sign-in', async () => {
      const first = server.browser();
      await first.login(ADMIN, DEMO_PASSWORD);
      expect((await first.get('/api/organization/login-data')).body.data.showModal).toBe(true);
      const seen = await first.post('/api/organization/login-data/seen');
      expect(seen.status).toBe(200);
      expect(seen.body.data.showModal).toBe(false);
      expect(seen.body.data.loginData.organizationName).toBe(DEMO_ORGANIZATION.name);
      expect((await first.get('/api/organization/login-data')).body.data.showModal).toBe(false);
      const again = server.browser();
      await again.login(ADMIN, DEMO_PASSWORD);
      expect((await again.get('/api/organization/login-data')).body.data.showModal).toBe(true);
    });

    it('the cart editor never gets it, even after marking it seen', async () => {
      const editor = await as(CART_EDITOR);
      expect((await editor.get('/api/organization/login-data')).body.data).toEqual({
        loginData: null,
        showModal: false,
      });
      expect((await editor.post('/api/organization/login-data/seen')).body.data.showModal).toBe(
        false,
      );
    });
  });

  describe('no user reaches another organisation', () => {
    it('the second organisation sees only itself', async () => {
      const other = await as('chu.ha.thanh@example.vn');
      expect((await other.get('/api/organization')).body.data.organization.name).toBe(
        SECOND_ORG.name,
      );
      const list = await other.get('/api/organization/users');
      expect(list.body.data.users.map((user: { email: string }) => user.email).sort()).toEqual([
        'chu.ha.thanh@example.vn',
        'nv.ha.thanh@example.vn',
      ]);
      const demoInvites = await server.db.query<{ code: string }>(
        'SELECT code FROM organization_invites WHERE organization_id = $1',
        [DEMO_ORGANIZATION.id],
      );
      const ownCodes = new Set(
        list.body.data.invites.map((invite: { code: string }) => invite.code),
      );
      expect(demoInvites.rows.some((row) => ownCodes.has(row.code))).toBe(false);
    });

    it('an owner cannot change, remove or revoke in another organisation (404, nothing changes)', async () => {
      const other = await as('chu.ha.thanh@example.vn');
      const role = await other.put(`/api/organization/users/${ids[MEMBER]}/role`, {
        accountLevel: AccountLevel.BUSINESS_ADMIN,
      });
      expect(role.status).toBe(404);
      expect((await other.delete(`/api/organization/users/${ids[MEMBER]}`)).status).toBe(404);
      const invite = await (
        await as(OWNER)
      ).post('/api/organization/invites', { email: fresh('cheo') });
      const code = invite.body.data.invite.code as string;
      expect((await other.delete(`/api/organization/invites/${code}`)).status).toBe(404);
      expect((await other.post(`/api/organization/invites/${code}/accept`)).status).toBe(404);
      const member = await server.db.query<{ account_level: number; organization_id: string }>(
        'SELECT account_level, organization_id FROM users WHERE id = $1',
        [ids[MEMBER]],
      );
      expect(member.rows[0]).toEqual({
        account_level: AccountLevel.BUSINESS_USER,
        organization_id: DEMO_ORGANIZATION.id,
      });
      expect((await (await as(OWNER)).get(`/api/organization/invites/${code}`)).status).toBe(200);

      const back = await (
        await as(OWNER)
      ).put(`/api/organization/users/${ids['nv.ha.thanh@example.vn']}/role`, {
        accountLevel: AccountLevel.BUSINESS_ADMIN,
      });
      expect(back.status).toBe(404);
    });

    it('a user of another organisation cannot take an invite until they leave it', async () => {
      const invite = await (
        await as(OWNER)
      ).post('/api/organization/invites', { email: 'nv.ha.thanh@example.vn' });
      const res = await (
        await as('nv.ha.thanh@example.vn')
      ).post(`/api/organization/invites/${invite.body.data.invite.code}/accept`);
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('IN_ANOTHER_ORGANIZATION');
    });
  });

  describe('demo data', () => {
    it('seeds a pending invite with its e-mail and a confirmation for the member, once', async () => {
      await server.db.query('DELETE FROM organization_invites WHERE organization_id = $1', [
        DEMO_ORGANIZATION.id,
      ]);
      await (await as(MEMBER)).get('/api/organization/clear-confirmation');
      expect(await seedBusinessDemo(server.db, 'http://shop.test')).toBe(true);
      expect(await seedBusinessDemo(server.db, 'http://shop.test')).toBe(false);
      const owner = await as(OWNER);
      const invites = (await owner.get('/api/organization/users')).body.data.invites;
      expect(invites).toEqual([
        expect.objectContaining({ invitedEmail: DEMO_INVITED_EMAIL, levelLabel: 'Member' }),
      ]);
      expect(inviteCodeIn((await lastMessageTo(owner, DEMO_INVITED_EMAIL)).body)).toBe(
        invites[0].code,
      );
      const confirmation = (await (await as(MEMBER)).get('/api/organization/confirmation')).body
        .data.confirmation;
      expect(confirmation.type).toBe('organizationUpdated');
    });
  });
});
