import { ServerErrorCode } from '@gio/domain-enums';
import {
  codeIn,
  lastMessageTo,
  startAccountsTestServer,
  testHasher,
  type AccountsTestServer,
  type TestBrowser,
} from './testing';
import { DEMO_PASSWORD, seedDemoUsers } from '../users/demo-users';

const PASSWORD = 'Mật-khẩu-Tốt1';

/** Joins through the one-time code the outbox received; returns the signed-in browser. */
async function join(
  server: AccountsTestServer,
  email: string,
  extra: Record<string, unknown> = {},
): Promise<TestBrowser> {
  const browser = server.browser();
  const issued = await browser.post('/api/issue-otp', { email, type: 'userRegistration' });
  expect(issued.status).toBe(200);
  const otp = codeIn((await lastMessageTo(browser, email)).body);
  const joined = await browser.post('/api/join', {
    loginData: { email, password: PASSWORD, ...extra },
    otp,
  });
  expect(joined.status).toBe(200);
  browser.csrfToken = joined.body.data.csrfToken;
  return browser;
}

describe('accounts over HTTP', () => {
  let server: AccountsTestServer;

  beforeAll(async () => {
    server = await startAccountsTestServer();
    await seedDemoUsers(server.db, testHasher());
  });

  afterAll(async () => {
    await server.close();
  });

  describe('GET /api/session', () => {
    it('gives a guest a session: HttpOnly SameSite=Lax cookie of 256 bits, a CSRF token, no user', async () => {
      const browser = server.browser();
      const res = await browser.session();
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        csrfToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        user: null,
      });
      const cookie = res.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^gio_session=[A-Za-z0-9_-]{43};/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain('Path=/');
      // The same browser keeps its session and token.
      const again = await browser.session();
      expect(again.body.csrfToken).toBe(res.body.csrfToken);
      expect(again.headers.get('set-cookie')).toBeNull();
    });

    it('answers the signed-in user', async () => {
      const browser = server.browser();
      await browser.login('khach.quen@gio.vn', DEMO_PASSWORD);
      const res = await browser.session();
      expect(res.body.user).toMatchObject({
        email: 'khach.quen@gio.vn',
        numSuccessfulOrders: 14,
        hasPassword: true,
        organization: null,
      });
    });
  });

  describe('CSRF', () => {
    it('refuses a write without the token with 403 CSRF_TOKEN_INVALID and changes nothing', async () => {
      const browser = server.browser();
      await browser.login('khach.moi@gio.vn', DEMO_PASSWORD);
      const res = await browser.put(
        '/api/current_user/name',
        { firstName: 'Kẻ', lastName: 'Gian' },
        { csrf: false },
      );
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('CSRF_TOKEN_INVALID');
      expect((await browser.session()).body.user).toMatchObject({
        firstName: 'Khoa',
        lastName: 'Trần Minh',
      });
    });

    it('refuses a wrong token and a foreign Origin', async () => {
      const browser = server.browser();
      await browser.login('khach.moi@gio.vn', DEMO_PASSWORD);
      const wrong = await browser.put(
        '/api/current_user/name',
        { firstName: 'A', lastName: 'B' },
        { token: 'x'.repeat(43) },
      );
      expect(wrong.status).toBe(403);
      expect(wrong.body.error.code).toBe('CSRF_TOKEN_INVALID');
      const foreign = await browser.put(
        '/api/current_user/name',
        { firstName: 'A', lastName: 'B' },
        { headers: { origin: 'https://evil.example' } },
      );
      expect(foreign.status).toBe(403);
      expect(foreign.body.error.code).toBe('CSRF_TOKEN_INVALID');
      const own = await browser.put(
        '/api/current_user/name',
        { firstName: 'Khoa', lastName: 'Trần Minh' },
        { headers: { origin: 'http://shop.test' } },
      );
      expect(own.status).toBe(200);
    });

    it('refuses a write from a browser that has no session at all', async () => {
      const res = await server
        .browser()
        .post(
          '/api/login',
          { loginData: { email: 'khach.moi@gio.vn', password: DEMO_PASSWORD } },
          { csrf: false },
        );
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('CSRF_TOKEN_INVALID');
    });
  });

  describe('POST /api/login', () => {
    it('signs in with a new session id and CSRF token; the old id dies (rotation)', async () => {
      const browser = server.browser();
      const guest = await browser.session();
      const guestCookie = browser.cookies.get('gio_session');
      const res = await browser.login('khach.quen@gio.vn', DEMO_PASSWORD);
      expect(res.status).toBe(200);
      expect(res.body.data.user.email).toBe('khach.quen@gio.vn');
      expect(res.body.data.csrfToken).not.toBe(guest.body.csrfToken);
      expect(browser.cookies.get('gio_session')).not.toBe(guestCookie);
      // Whoever still holds the pre-sign-in id is a new guest, not the user.
      const planted = server.browser();
      planted.cookies.set('gio_session', guestCookie ?? '');
      expect((await planted.session()).body.user).toBeNull();
      expect(planted.cookies.get('gio_session')).not.toBe(guestCookie);
    });

    it('answers 400 with code 55 for a wrong password and for an unknown e-mail alike, never 401', async () => {
      const browser = server.browser();
      const wrong = await browser.login('khach.quen@gio.vn', 'Sai-mat-khau1');
      const unknown = await browser.login('khong.co.ai@gio.vn', 'Sai-mat-khau1');
      expect(wrong.status).toBe(400);
      expect(unknown.status).toBe(400);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body.error.code).toBe(ServerErrorCode.LOGIN_ERROR);
    });

    it('refuses a malformed e-mail with 400 naming the field', async () => {
      const res = await server.browser().login('not-an-email', 'x');
      expect(res.status).toBe(400);
      expect(res.body.error.field).toBe('body.loginData.email');
    });
  });

  describe('POST /api/logout', () => {
    it('ends the session and continues as a new guest', async () => {
      const browser = server.browser();
      await browser.login('khach.moi@gio.vn', DEMO_PASSWORD);
      const before = browser.cookies.get('gio_session');
      const res = await browser.post('/api/logout');
      expect(res.status).toBe(200);
      browser.csrfToken = res.body.data.csrfToken;
      expect(browser.cookies.get('gio_session')).not.toBe(before);
      expect((await browser.session()).body.user).toBeNull();
    });
  });

  describe('POST /api/issue-otp and POST /api/join', () => {
    it('joins with the code sent to the address and signs in', async () => {
      const browser = await join(server, 'moi.tinh@example.vn', {
        firstName: 'Tình',
        lastName: 'Mới',
        telephone: '0912 345 678',
      });
      const me = (await browser.session()).body.user;
      expect(me).toMatchObject({
        email: 'moi.tinh@example.vn',
        firstName: 'Tình',
        telephoneNumber: '0912345678',
        numSuccessfulOrders: 0,
      });
    });

    it('refuses a join without a code while the web-OTP switch is on (566)', async () => {
      const res = await server
        .browser()
        .post('/api/join', { loginData: { email: 'khong.ma@example.vn', password: PASSWORD } });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe(ServerErrorCode.OTP_ERROR);
    });

    it('sends a join code when the web-OTP switch is off, and the join with it succeeds', async () => {
      await server.db.query(
        `UPDATE site_config SET config = jsonb_set(config, '{features,webOtp}', 'false')`,
      );
      try {
        const browser = server.browser();
        const first = await browser.post('/api/join', {
          loginData: { email: 'khong.otp@example.vn', password: PASSWORD },
        });
        expect(first.body).toEqual({ data: { otpRequired: true } });
        const otp = codeIn((await lastMessageTo(browser, 'khong.otp@example.vn')).body);
        const second = await browser.post('/api/join', {
          loginData: { email: 'khong.otp@example.vn', password: PASSWORD },
          otp,
        });
        expect(second.status).toBe(200);
      } finally {
        await server.db.query(
          `UPDATE site_config SET config = jsonb_set(config, '{features,webOtp}', 'true')`,
        );
      }
    });

    it('refuses a wrong code with 566', async () => {
      const browser = server.browser();
      await browser.post('/api/issue-otp', {
        email: 'sai.ma@example.vn',
        type: 'userRegistration',
      });
      const code = codeIn((await lastMessageTo(browser, 'sai.ma@example.vn')).body);
      const wrong = code === '000000' ? '111111' : '000000';
      const res = await browser.post('/api/join', {
        loginData: { email: 'sai.ma@example.vn', password: PASSWORD },
        otp: wrong,
      });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe(ServerErrorCode.OTP_ERROR);
    });

    it('tells the owner of a taken address 561 only after their code, and a taken phone 562', async () => {
      const browser = server.browser();
      const issue = await browser.post('/api/issue-otp', {
        email: 'khach.quen@gio.vn',
        type: 'userRegistration',
      });
      expect(issue.body).toEqual({ data: { success: true } });
      const otp = codeIn((await lastMessageTo(browser, 'khach.quen@gio.vn')).body);
      const taken = await browser.post('/api/join', {
        loginData: { email: 'khach.quen@gio.vn', password: PASSWORD },
        otp,
      });
      expect(taken.status).toBe(400);
      expect(taken.body.error.code).toBe(ServerErrorCode.REGISTRATION_EMAIL_EXISTS_ERROR);

      await browser.post('/api/issue-otp', {
        email: 'so.trung@example.vn',
        type: 'userRegistration',
      });
      const code = codeIn((await lastMessageTo(browser, 'so.trung@example.vn')).body);
      const phone = await browser.post('/api/join', {
        loginData: { email: 'so.trung@example.vn', password: PASSWORD, telephone: '0901234567' },
        otp: code,
      });
      expect(phone.status).toBe(400);
      expect(phone.body.error.code).toBe(ServerErrorCode.REGISTRATION_TELEPHONE_EXISTS_ERROR);
    });

    it('refuses a password that breaks the spec rule, naming the field', async () => {
      const res = await server
        .browser()
        .post('/api/join', {
          loginData: { email: 'yeu@example.vn', password: 'password' },
          otp: '123456',
        });
      expect(res.status).toBe(400);
      expect(res.body.error.field).toBe('body.loginData.password');
      expect(res.body.error.message).toContain('form.validation_password_default');
    });

    it('answers a reset-code request alike for an unknown address and sends nothing', async () => {
      const browser = server.browser();
      const known = await browser.post('/api/issue-otp', {
        email: 'khach.moi@gio.vn',
        type: 'resetPassword',
      });
      const unknown = await browser.post('/api/issue-otp', {
        email: 'khong.ton.tai@example.vn',
        type: 'resetPassword',
      });
      expect(known.body).toEqual(unknown.body);
      expect(
        (await browser.get('/api/dev/outbox?to=khong.ton.tai@example.vn')).body.data.messages,
      ).toEqual([]);
    });
  });

  describe('password reset', () => {
    it('forget-password with a reset code answers a token; reset-password sets the password and ends sessions', async () => {
      const victim = await join(server, 'quen.mat.khau@example.vn');
      const browser = server.browser();
      await browser.post('/api/issue-otp', {
        email: 'quen.mat.khau@example.vn',
        type: 'resetPassword',
      });
      const otp = codeIn((await lastMessageTo(browser, 'quen.mat.khau@example.vn')).body);
      const forgot = await browser.post('/api/forget-password', {
        email: 'quen.mat.khau@example.vn',
        otp,
      });
      expect(forgot.status).toBe(200);
      const token = forgot.body.data.token as string;
      const reset = await browser.post('/api/reset-password', {
        token,
        newPassword: 'Mat-khau-Moi2',
      });
      expect(reset.body).toEqual({ data: { success: true } });
      expect((await victim.session()).body.user).toBeNull();
      expect((await browser.login('quen.mat.khau@example.vn', 'Mat-khau-Moi2')).status).toBe(200);
      // The token is single use.
      const again = await browser.post('/api/reset-password', {
        token,
        newPassword: 'Mat-khau-Khac3',
      });
      expect(again.status).toBe(400);
      expect(again.body.error.code).toBe(ServerErrorCode.OTP_ERROR);
    });

    it('forget-password without a code e-mails a reset link, and answers an unknown address alike', async () => {
      const browser = server.browser();
      const known = await browser.post('/api/forget-password', { email: 'thanh.vien@gio.vn' });
      const unknown = await browser.post('/api/forget-password', { email: 'ai.do@example.vn' });
      expect(known.body).toEqual({ data: { success: true } });
      expect(unknown.body).toEqual(known.body);
      const mail = await lastMessageTo(browser, 'thanh.vien@gio.vn');
      expect(mail.body).toMatch(/http:\/\/shop\.test\/reset-password\?token=[A-Za-z0-9_-]{43}/);
    });

    it('refuses a wrong reset code with 566 and an invented token with 566', async () => {
      const browser = server.browser();
      const res = await browser.post('/api/forget-password', {
        email: 'khach.moi@gio.vn',
        otp: '000000',
      });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe(ServerErrorCode.OTP_ERROR);
      const token = await browser.post('/api/reset-password', {
        token: 'x'.repeat(43),
        newPassword: 'Mat-khau-Moi2',
      });
      expect(token.body.error).toMatchObject({ code: ServerErrorCode.OTP_ERROR, field: 'token' });
    });
  });

  describe('set, change password', () => {
    it('change-password needs the current password (55), then rotates the session and ends the others', async () => {
      const browser = await join(server, 'doi.mat.khau@example.vn');
      const other = server.browser();
      await other.login('doi.mat.khau@example.vn', PASSWORD);
      const wrong = await browser.post('/api/change-password', {
        currentPassword: 'Sai-mat-khau1',
        newPassword: 'Mat-khau-Moi2',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error).toMatchObject({
        code: ServerErrorCode.LOGIN_ERROR,
        field: 'currentPassword',
      });
      const before = browser.cookies.get('gio_session');
      const res = await browser.post('/api/change-password', {
        currentPassword: PASSWORD,
        newPassword: 'Mat-khau-Moi2',
      });
      expect(res.status).toBe(200);
      browser.csrfToken = res.body.data.csrfToken;
      expect(browser.cookies.get('gio_session')).not.toBe(before);
      expect((await browser.session()).body.user.email).toBe('doi.mat.khau@example.vn');
      expect((await other.session()).body.user).toBeNull();
    });

    it('set-password refuses an account that has one, and needs a signed-in user (401)', async () => {
      const browser = server.browser();
      await browser.login('khach.moi@gio.vn', DEMO_PASSWORD);
      const res = await browser.post('/api/set-password', { newPassword: 'Mat-khau-Moi2' });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('PASSWORD_ALREADY_SET');
      const guest = await server
        .browser()
        .post('/api/set-password', { newPassword: 'Mat-khau-Moi2' });
      expect(guest.status).toBe(401);
      expect(guest.body.error.code).toBe('UNAUTHORIZED');
    });
  });

  describe('sign-ups', () => {
    it('customer-data-captures stores an entry once and answers 578 on a repeat', async () => {
      const browser = server.browser();
      const first = await browser.post('/api/customer-data-captures', {
        email: 'ban.tin@example.vn',
      });
      expect(first.body).toEqual({ data: { success: true } });
      const repeat = await browser.post('/api/customer-data-captures', {
        email: 'BAN.TIN@example.vn',
      });
      expect(repeat.status).toBe(400);
      expect(repeat.body.error.code).toBe(ServerErrorCode.ENTRY_ALREADY_USED);
      const phone = await browser.post('/api/customer-data-captures', {
        telephone: '0987-654-321',
      });
      expect(phone.status).toBe(200);
      const none = await browser.post('/api/customer-data-captures', {});
      expect(none.status).toBe(400);
    });

    it('gate-email-sign-up sends the address one confirmation link, which confirms it once', async () => {
      const browser = server.browser();
      const body = { email: 'Xac.Nhan@example.vn', confirmType: 'newsletter' };
      expect((await browser.post('/api/gate-email-sign-up', body)).status).toBe(200);
      const mail = await lastMessageTo(browser, 'xac.nhan@example.vn');
      expect(mail.kind).toBe('email-sign-up-confirmation');
      const token = /\/email-sign-up\/confirm\?token=(\S+)/.exec(mail.body)?.[1];
      expect(token).toBeDefined();
      // A second sign-up, of the same or any other type, answers the same and sends nothing more.
      expect((await browser.post('/api/gate-email-sign-up', body)).status).toBe(200);
      for (const confirmType of ['ageGate', 'offers', 'x1', 'x2']) {
        expect((await browser.post('/api/gate-email-sign-up', { ...body, confirmType })).status).toBe(200);
      }
      const { rows } = await server.db.query(
        `SELECT 1 FROM outbox_messages WHERE recipient = 'xac.nhan@example.vn'`,
      );
      expect(rows).toHaveLength(1);

      const confirmed = await server.browser().post('/api/gate-email-sign-up/confirm', {
        token: decodeURIComponent(token!),
      });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.data).toEqual({ maskedEmail: 'xa***@example.vn', confirmType: 'newsletter' });
      const again = await server.browser().post('/api/gate-email-sign-up/confirm', {
        token: decodeURIComponent(token!),
      });
      expect(again.status).toBe(400);
      expect(again.body.error).toMatchObject({ code: 'SIGN_UP_LINK_INVALID', field: 'token' });
      const stored = await server.db.query<{ confirmed: boolean }>(
        `SELECT confirmed_at IS NOT NULL AS confirmed FROM gate_email_sign_ups WHERE email = 'xac.nhan@example.vn'`,
      );
      // The address is confirmed, whichever sign-up the link was sent for.
      expect(stored.rows).toHaveLength(5);
      expect(stored.rows.every((row) => row.confirmed)).toBe(true);
    });

    it('gate-email-sign-up accepts an address, also twice', async () => {
      const browser = server.browser();
      const body = { email: 'cong@example.vn', confirmType: 'ageGate' };
      expect((await browser.post('/api/gate-email-sign-up', body)).body).toEqual({
        data: { success: true },
      });
      expect((await browser.post('/api/gate-email-sign-up', body)).status).toBe(200);
      expect(
        (await browser.post('/api/gate-email-sign-up', { email: 'x', confirmType: 'ageGate' }))
          .status,
      ).toBe(400);
    });
  });

  describe('profile', () => {
    it('PUT /api/current_user/name changes the signed-in user only; a guest gets 401', async () => {
      const browser = server.browser();
      await browser.login('thanh.vien@gio.vn', DEMO_PASSWORD);
      const res = await browser.put('/api/current_user/name', {
        firstName: 'Huy',
        lastName: 'Hoàng',
      });
      expect(res.body.data.user).toMatchObject({
        email: 'thanh.vien@gio.vn',
        firstName: 'Huy',
        lastName: 'Hoàng',
      });
      expect(
        (await server.browser().put('/api/current_user/name', { firstName: 'A', lastName: 'B' }))
          .status,
      ).toBe(401);
      expect(
        (await browser.put('/api/current_user/name', { firstName: '', lastName: 'B' })).status,
      ).toBe(400);
    });

    it('phone-verification sends an SMS code that verify-code confirms; 596 for a number of another account', async () => {
      const browser = await join(server, 'xac.minh@example.vn');
      const taken = await browser.post('/api/phone-verification', {
        phone: '0901234567',
        verify: true,
      });
      expect(taken.status).toBe(400);
      expect(taken.body.error.code).toBe(ServerErrorCode.PHONE_NUMBER_ALREADY_REGISTERED);
      const sent = await browser.post('/api/phone-verification', {
        phone: '0933 111 222',
        verify: true,
      });
      expect(sent.body.data.codeSent).toBe(true);
      const sms = await lastMessageTo(browser, '0933111222');
      expect(sms.kind).toBe('otp:phoneVerification');
      const wrong = await browser.post('/api/verify-code', {
        code: codeIn(sms.body) === '000000' ? '111111' : '000000',
      });
      expect(wrong.body.error.code).toBe(ServerErrorCode.OTP_ERROR);
      const ok = await browser.post('/api/verify-code', { code: codeIn(sms.body) });
      expect(ok.body.data.user).toMatchObject({
        telephoneNumber: '0933111222',
        telephoneVerified: true,
      });
      // Single use.
      expect((await browser.post('/api/verify-code', { code: codeIn(sms.body) })).status).toBe(400);
    });

    it('phone-verification without verify saves the number unverified', async () => {
      const browser = await join(server, 'khong.xac.minh@example.vn');
      const res = await browser.post('/api/phone-verification', {
        phone: '0933444555',
        verify: false,
      });
      expect(res.body.data).toMatchObject({
        codeSent: false,
        user: { telephoneNumber: '0933444555', telephoneVerified: false },
      });
    });
  });

  describe('empty bodies', () => {
    it('accepts a JSON content type with no body on a bodiless write', async () => {
      const browser = server.browser();
      await browser.login('khach.moi@gio.vn', DEMO_PASSWORD);
      const res = await browser.request('PUT', '/api/unlink-google');
      expect(res.status).toBe(200);
    });
  });
});

describe('rate limits and bot protection', () => {
  let server: AccountsTestServer;

  beforeAll(async () => {
    server = await startAccountsTestServer({
      rateLimitRules: {
        loginFailuresPerAccount: { points: 3, durationSeconds: 60 },
        otpPerAccount: { points: 2, durationSeconds: 60 },
        apiPerSession: { points: 25, durationSeconds: 60 },
      },
    });
    await seedDemoUsers(server.db, testHasher());
  });

  afterAll(async () => {
    await server.close();
  });

  it('blocks sign-in for an account after repeated failures with 429, even with the right password', async () => {
    const browser = server.browser();
    for (let i = 0; i < 3; i += 1)
      expect((await browser.login('nhan.vien@gio.vn', 'Sai-mat-khau1')).status).toBe(400);
    const blocked = await browser.login('nhan.vien@gio.vn', DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Unknown addresses are limited the same way: the limit tells nothing about existence.
    for (let i = 0; i < 3; i += 1) await browser.login('khong.ai@example.vn', 'Sai-mat-khau1');
    expect((await browser.login('khong.ai@example.vn', 'Sai-mat-khau1')).status).toBe(429);
  });

  it('limits one-time codes per typed account', async () => {
    const browser = server.browser();
    const body = { email: 'nhieu.ma@example.vn', type: 'userRegistration' };
    expect((await browser.post('/api/issue-otp', body)).status).toBe(200);
    expect((await browser.post('/api/issue-otp', body)).status).toBe(200);
    expect((await browser.post('/api/issue-otp', body)).status).toBe(429);
  });

  it('asks for a CAPTCHA with 403 once a client passes its /api budget, except on the sign-in calls', async () => {
    const browser = server.browser();
    await browser.session();
    let last = await browser.get('/api/postal-code/validate/70000');
    for (let i = 0; i < 30 && last.status !== 403; i += 1)
      last = await browser.get('/api/postal-code/validate/70000');
    expect(last.status).toBe(403);
    expect(last.body.error.code).toBe('CAPTCHA_REQUIRED');
    // Login is exempt: it answers on its own terms (here a wrong password).
    const login = await browser.post('/api/login', {
      loginData: { email: 'khach.moi@gio.vn', password: 'Sai-mat-khau1' },
    });
    expect(login.status).toBe(400);
    expect(login.body.error.code).toBe(ServerErrorCode.LOGIN_ERROR);
  });
});
