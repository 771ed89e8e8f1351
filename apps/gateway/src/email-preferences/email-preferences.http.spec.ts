/**
 * E-mail preferences (accounts.md §2): a person's topics, honoured by the outbox (no mail of a
 * topic its recipient left), and the one-click unsubscribe of every non-transactional e-mail
 * (RFC 8058 headers and a link in the text). A mailer that keeps what it is handed stands in for
 * the SMTP server; everything else is the real gateway.
 */
import { EMAIL_TOPICS, ONE_CLICK_UNSUBSCRIBE_PATH, UNSUBSCRIBE_PAGE_PATH } from '@gio/contracts';
import {
  startAccountsTestServer,
  testHasher,
  type AccountsTestServer,
  type TestBrowser,
} from '../accounts/testing';
import type { Mail, Mailer } from '../outbox/mailer';
import { DEMO_PASSWORD, seedDemoUsers } from '../users/demo-users';

class KeptMail implements Mailer {
  readonly sent: Mail[] = [];
  async send(mail: Mail): Promise<void> {
    this.sent.push(mail);
  }
  closed = false;
  close(): void {
    this.closed = true;
  }
}

const SHOPPER = 'khach.moi@gio.vn';
const MEMBER = 'thanh.vien@gio.vn';
const allReceived = Object.fromEntries(EMAIL_TOPICS.map((topic) => [topic, true]));

describe('e-mail preferences and unsubscribe links', () => {
  let server: AccountsTestServer;
  let mailer: KeptMail;
  let shopper: TestBrowser;

  /** Writes a message as a flow of the gateway would, then lets the dispatcher run. */
  const sendOut = async (recipient: string, kind: string, body = 'Nội dung thư') => {
    await server.db.transaction((tx) =>
      server.services.outbox.enqueue(tx, { channel: 'email', recipient, kind, subject: kind, body }),
    );
    await server.services.dispatcher.deliverPending();
    return mailer.sent.filter((mail) => mail.to === recipient && mail.subject === kind);
  };

  /** The link an e-mail's text carries to the unsubscribe page, as path and query. */
  const pageLinkIn = (mail: Mail): string => {
    const match = /http:\/\/shop\.test(\/email-preferences\/unsubscribe\?token=\S+)/.exec(mail.text);
    if (!match) throw new Error(`no unsubscribe link in: ${mail.text}`);
    return match[1]!;
  };

  beforeAll(async () => {
    mailer = new KeptMail();
    server = await startAccountsTestServer({ mailer });
    await seedDemoUsers(server.db, testHasher());
    shopper = server.browser();
    await shopper.login(SHOPPER, DEMO_PASSWORD);
  });

  afterAll(async () => {
    await server.close();
  });

  it('shows a signed-in person every topic received until they choose, and refuses a guest', async () => {
    const res = await shopper.get('/api/account/email-preferences');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ email: SHOPPER, topics: allReceived });
    const guest = await server.browser().get('/api/account/email-preferences');
    expect(guest.status).toBe(401);
  });

  it('changes only the topics sent, and refuses an unknown topic without changing anything', async () => {
    const left = await shopper.put('/api/account/email-preferences', { topics: { offers: false, newsletter: false } });
    expect(left.status).toBe(200);
    expect(left.body.data.topics).toEqual({ ...allReceived, offers: false, newsletter: false });

    const back = await shopper.put('/api/account/email-preferences', { topics: { newsletter: true } });
    expect(back.body.data.topics).toEqual({ ...allReceived, offers: false });

    const bad = await shopper.put('/api/account/email-preferences', { topics: { sms: false } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_ERROR');
    expect((await shopper.get('/api/account/email-preferences')).body.data.topics).toEqual({
      ...allReceived,
      offers: false,
    });
  });

  it('sends a topic with its one-click unsubscribe and keeps back the topic once left', async () => {
    const [reminder] = await sendOut(MEMBER, 'list-reminder');
    expect(reminder).toBeDefined();
    expect(reminder!.text).toContain('Nội dung thư');
    expect(reminder!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<http:\/\/shop\.test(\/api\/email-preferences\/one-click\?token=\S+)>$/.exec(
      reminder!.headers?.['List-Unsubscribe'] ?? '',
    )?.[1];
    expect(oneClick).toBeDefined();

    // A mail client posts the RFC 8058 form: no session, no CSRF token, the token its authority.
    const posted = await fetch(`${server.baseUrl}${oneClick}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    // RFC 8058 recommends a multipart body; it unsubscribes as well.
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const multipart = await fetch(`${server.baseUrl}${oneClick}`, { method: 'POST', body: form });
    expect(multipart.status).toBe(200);

    const member = server.browser();
    await member.login(MEMBER, DEMO_PASSWORD);
    expect((await member.get('/api/account/email-preferences')).body.data.topics).toEqual({
      ...allReceived,
      listReminders: false,
    });
    expect(await sendOut(MEMBER, 'list-reminder', 'Thư nhắc thứ hai')).toHaveLength(1);
    const { rows } = await server.db.query<{ suppressed_at: Date | null; sent_at: Date | null }>(
      `SELECT suppressed_at, sent_at FROM outbox_messages WHERE recipient = $1 AND kind = 'list-reminder' ORDER BY created_at`,
      [MEMBER],
    );
    expect(rows.map((row) => [row.sent_at !== null, row.suppressed_at !== null])).toEqual([
      [true, false],
      [false, true],
    ]);
    // Other topics still come.
    expect(await sendOut(MEMBER, 'back-in-stock')).toHaveLength(1);
  });

  it('opens the unsubscribe page from the e-mail, says what the link is about, and leaves on the button', async () => {
    const [mail] = await sendOut(SHOPPER, 'back-in-stock');
    const link = pageLinkIn(mail!);
    expect(link.startsWith(`${UNSUBSCRIBE_PAGE_PATH}?token=`)).toBe(true);
    const token = decodeURIComponent(link.split('token=')[1]!);

    const reader = server.browser();
    const info = await reader.get(`/api/email-preferences/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(info.status).toBe(200);
    expect(info.body.data).toEqual({ maskedEmail: 'kh***@gio.vn', topic: 'backInStock', subscribed: true });

    const left = await reader.post('/api/email-preferences/unsubscribe', { token });
    expect(left.status).toBe(200);
    expect(left.body.data.subscribed).toBe(false);
    // Leaving twice is leaving once.
    expect((await reader.post('/api/email-preferences/unsubscribe', { token })).status).toBe(200);
    expect((await shopper.get('/api/account/email-preferences')).body.data.topics.backInStock).toBe(false);
    expect(await sendOut(SHOPPER, 'back-in-stock')).toHaveLength(1);
  });

  it('refuses a link that is not ours and changes nothing', async () => {
    const before = (await shopper.get('/api/account/email-preferences')).body.data.topics;
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJ0b3BpYyI6Im9yZGVyVXBkYXRlcyIsInN1YiI6ImtoYWNoLm1vaUBnaW8udm4ifQ.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    const res = await server.browser().post('/api/email-preferences/unsubscribe', { token: forged });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'UNSUBSCRIBE_LINK_INVALID', field: 'token' });
    const oneClick = await fetch(`${server.baseUrl}${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${forged}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(400);
    expect((await shopper.get('/api/account/email-preferences')).body.data.topics).toEqual(before);
  });

  it('always sends transactional e-mail, without an unsubscribe link, whatever was left', async () => {
    await shopper.put('/api/account/email-preferences', {
      topics: Object.fromEntries(EMAIL_TOPICS.map((topic) => [topic, false])),
    });
    const [reset] = await sendOut(SHOPPER, 'reset-password-link', 'Đặt lại mật khẩu: http://shop.test/reset-password?token=x');
    expect(reset).toBeDefined();
    expect(reset!.headers).toBeUndefined();
    expect(reset!.text).not.toContain('/email-preferences/unsubscribe');
  });

  it('shows a waiting message on the development outbox as it would go out', async () => {
    await server.db.transaction((tx) =>
      server.services.outbox.enqueue(tx, {
        channel: 'email',
        recipient: 'ban.moi@example.vn',
        kind: 'back-in-stock',
        subject: 'Có hàng',
        body: 'Đã có hàng',
      }),
    );
    const res = await server.browser().get('/api/dev/outbox?to=ban.moi@example.vn');
    const [message] = res.body.data.messages;
    expect(message.body).toContain('Đã có hàng');
    expect(message.body).toContain(`http://shop.test${UNSUBSCRIBE_PAGE_PATH}?token=`);
  });
});
