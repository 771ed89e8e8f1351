import { generateKeyPair, jwtVerify } from 'jose';
import { DEMO_PASSWORD, seedDemoUsers } from '../users/demo-users';
import {
  TEST_AUDIENCE,
  TEST_SECRET,
  startAccountsTestServer,
  testHasher,
  type AccountsTestServer,
} from '../accounts/testing';

const claims = (sub: string, email: string | null, verified = true) => ({
  sub,
  ...(email ? { email, email_verified: verified } : {}),
});

describe('social sign-in over HTTP', () => {
  let server: AccountsTestServer;

  beforeAll(async () => {
    server = await startAccountsTestServer();
    await seedDemoUsers(server.db, testHasher());
  });

  afterAll(async () => {
    await server.close();
  });

  describe('POST /api/check-google', () => {
    it('creates and signs in an account for a new verified address, then signs it in again', async () => {
      const token = await server.providers.google.sign(claims('g-100', 'nguoi.moi@gmail.com'));
      const browser = server.browser();
      const first = await browser.post('/api/check-google', { accountData: { idToken: token } });
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({
        signedIn: true,
        created: true,
        user: { email: 'nguoi.moi@gmail.com', hasPassword: false },
      });
      expect(first.body.data.user.socialLinks.google).toBe(true);
      const again = await server
        .browser()
        .post('/api/check-google', { accountData: { idToken: token } });
      expect(again.body.data).toMatchObject({ signedIn: true, created: false });
    });

    it('does not take over an existing account by e-mail: link required', async () => {
      const token = await server.providers.google.sign(claims('g-200', 'khach.quen@gio.vn'));
      const res = await server
        .browser()
        .post('/api/check-google', { accountData: { idToken: token } });
      expect(res.body.data).toEqual({
        signedIn: false,
        linkRequired: true,
        email: 'khach.quen@gio.vn',
      });
    });

    it('creates nothing for an unverified address', async () => {
      const token = await server.providers.google.sign(
        claims('g-300', 'chua.xac.minh@gmail.com', false),
      );
      const res = await server
        .browser()
        .post('/api/check-google', { accountData: { idToken: token } });
      expect(res.body.data).toMatchObject({ signedIn: false, linkRequired: true });
    });

    it.each([
      [
        'a wrong signature',
        async (s: AccountsTestServer) =>
          s.providers.google.sign(claims('g-1', 'a@gmail.com'), {
            key: (await generateKeyPair('RS256')).privateKey,
          }),
      ],
      [
        'a wrong issuer',
        (s: AccountsTestServer) =>
          s.providers.google.sign(claims('g-1', 'a@gmail.com'), { issuer: 'https://evil.example' }),
      ],
      [
        'a wrong audience',
        (s: AccountsTestServer) =>
          s.providers.google.sign(claims('g-1', 'a@gmail.com'), { audience: 'someone-else' }),
      ],
      [
        'an expired token',
        (s: AccountsTestServer) =>
          s.providers.google.sign(claims('g-1', 'a@gmail.com'), {
            expiresIn: Math.floor(Date.now() / 1000) - 60,
          }),
      ],
      [
        "another provider's token",
        (s: AccountsTestServer) =>
          s.providers.apple.sign(claims('g-1', 'a@gmail.com'), { audience: TEST_AUDIENCE.google }),
      ],
    ])('refuses %s with SOCIAL_TOKEN_INVALID', async (_, make) => {
      const token = await make(server);
      const res = await server
        .browser()
        .post('/api/check-google', { accountData: { idToken: token } });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('SOCIAL_TOKEN_INVALID');
    });
  });

  describe('link and unlink', () => {
    it('links Google to the signed-in user, who then signs in with it; unlink removes it', async () => {
      const browser = server.browser();
      await browser.login('khach.quen@gio.vn', DEMO_PASSWORD);
      const token = await server.providers.google.sign(claims('g-200', 'khach.quen@gio.vn'));
      const linked = await browser.put('/api/link-google', { accountData: { idToken: token } });
      expect(linked.body.data.user.socialLinks.google).toBe(true);
      const check = await server
        .browser()
        .post('/api/check-google', { accountData: { idToken: token } });
      expect(check.body.data).toMatchObject({
        signedIn: true,
        user: { email: 'khach.quen@gio.vn' },
      });
      const unlinked = await browser.put('/api/unlink-google');
      expect(unlinked.body.data.user.socialLinks.google).toBe(false);
    });

    it('refuses to link a provider account that belongs to another user (409)', async () => {
      const token = await server.providers.google.sign(claims('g-100', 'nguoi.moi@gmail.com'));
      const browser = server.browser();
      await browser.login('khach.moi@gio.vn', DEMO_PASSWORD);
      const res = await browser.put('/api/link-google', { accountData: { idToken: token } });
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('SOCIAL_ACCOUNT_TAKEN');
    });

    it('refuses to unlink the last way to sign in, until a password is set', async () => {
      const token = await server.providers.facebook.sign(claims('fb-1', 'chi.facebook@example.vn'));
      const browser = server.browser();
      const check = await browser.post('/api/check-facebook', { facebook: { idToken: token } });
      expect(check.body.data.signedIn).toBe(true);
      browser.csrfToken = check.body.data.csrfToken;
      const refused = await browser.post('/api/unlink-facebook');
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('LAST_SIGN_IN_METHOD');
      expect(
        (await browser.post('/api/set-password', { newPassword: 'Mat-khau-Moi2' })).status,
      ).toBe(200);
      const unlinked = await browser.post('/api/unlink-facebook');
      expect(unlinked.body.data.user).toMatchObject({
        hasPassword: true,
        socialLinks: { facebook: false },
      });
    });

    it('links and checks Apple and Facebook the same way; link needs a signed-in user (401)', async () => {
      const apple = await server.providers.apple.sign({
        sub: 'ap-1',
        email: 'khach.moi@gio.vn',
        email_verified: 'true',
      });
      expect(
        (await server.browser().post('/api/link-apple', { apple: { idToken: apple } })).status,
      ).toBe(401);
      const browser = server.browser();
      await browser.login('khach.moi@gio.vn', DEMO_PASSWORD);
      expect(
        (await browser.post('/api/link-apple', { apple: { idToken: apple } })).body.data.user
          .socialLinks.apple,
      ).toBe(true);
      expect(
        (await server.browser().post('/api/check-apple', { apple: { idToken: apple } })).body.data
          .signedIn,
      ).toBe(true);
      const facebook = await server.providers.facebook.sign(claims('fb-2', null));
      expect(
        (await browser.post('/api/link-facebook', { facebook: { idToken: facebook } })).body.data
          .user.socialLinks.facebook,
      ).toBe(true);
      expect((await browser.post('/api/unlink-apple')).body.data.user.socialLinks.apple).toBe(
        false,
      );
    });
  });

  describe('switches', () => {
    it('turns a provider off when the site switch is off', async () => {
      await server.db.query(
        `UPDATE site_config SET config = jsonb_set(config, '{features,socialSignIn,google}', 'false')`,
      );
      try {
        const token = await server.providers.google.sign(claims('g-100', 'nguoi.moi@gmail.com'));
        const res = await server
          .browser()
          .post('/api/check-google', { accountData: { idToken: token } });
        expect(res.status).toBe(400);
        expect(res.body.error.code).toBe('SOCIAL_SIGN_IN_DISABLED');
      } finally {
        await server.db.query(
          `UPDATE site_config SET config = jsonb_set(config, '{features,socialSignIn,google}', 'true')`,
        );
      }
    });

    it('turns a provider off when the partner switch (client id) is not configured', async () => {
      const other = await startAccountsTestServer({
        config: {
          social: {
            google: { audience: null, issuers: undefined, jwksUrl: undefined },
            facebook: { audience: null, issuers: undefined, jwksUrl: undefined },
            apple: {
              audience: null,
              issuers: undefined,
              jwksUrl: undefined,
              redirectUri: undefined,
            },
          },
        },
      });
      try {
        const token = await other.providers.google.sign(claims('g-1', 'a@gmail.com'));
        const res = await other
          .browser()
          .post('/api/check-google', { accountData: { idToken: token } });
        expect(res.body.error.code).toBe('SOCIAL_SIGN_IN_DISABLED');
        const config = await other.browser().get('/api/apple-sign-in/config');
        expect(config.body.data).toMatchObject({ enabled: false, clientId: null });
      } finally {
        await other.close();
      }
    });
  });

  describe('GET /api/apple-sign-in/config', () => {
    it('answers the Sign in with Apple settings with a fresh state and nonce', async () => {
      const first = await server.browser().get('/api/apple-sign-in/config');
      const second = await server.browser().get('/api/apple-sign-in/config');
      expect(first.body.data).toMatchObject({
        enabled: true,
        clientId: TEST_AUDIENCE.apple,
        redirectURI: 'http://shop.test/login',
        scope: 'name email',
        usePopup: true,
      });
      expect(first.body.data.state).not.toBe(second.body.data.state);
    });
  });

  describe('GET /api/firebase-token and GET /api/acs-token', () => {
    it('issue short-lived tokens signed for the user, and 401 for a guest', async () => {
      expect((await server.browser().get('/api/firebase-token')).status).toBe(401);
      expect((await server.browser().get('/api/acs-token')).status).toBe(401);
      const browser = server.browser();
      const login = await browser.login('khach.quen@gio.vn', DEMO_PASSWORD);
      const firebase = await browser.get('/api/firebase-token');
      const { payload } = await jwtVerify(firebase.body.data.token, Buffer.from(TEST_SECRET), {
        audience: 'firebase',
        issuer: 'gio-gateway',
      });
      expect(payload.sub).toBe(login.body.data.user.id);
      expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(300);
      const acs = await browser.get('/api/acs-token');
      await expect(
        jwtVerify(acs.body.data.token, Buffer.from(TEST_SECRET), { audience: 'firebase' }),
      ).rejects.toThrow();
    });
  });
});
