import nodemailer from 'nodemailer';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { OutboxDispatcher } from './dispatcher';
import { SmtpMailer, type Mail, type Mailer } from './mailer';
import { MAX_DELIVERY_ATTEMPTS, OutboxRepo } from './outbox';
import { sendAsWritten } from './outgoing-mail';

describe('outbox', () => {
  let database: TestDatabase;
  let outbox: OutboxRepo;

  beforeAll(async () => {
    database = await createTestDatabase();
    outbox = new OutboxRepo(database.db);
  });

  afterAll(async () => {
    await database.close();
  });

  const enqueue = (recipient: string, body = 'Mã của bạn là 123456') =>
    database.db.transaction((tx) =>
      outbox.enqueue(tx, {
        channel: 'email',
        recipient,
        kind: 'otp:userRegistration',
        subject: 'Mã',
        body,
      }),
    );

  it('keeps messages without a mailer, readable by recipient', async () => {
    await enqueue('Giu.Lai@example.vn');
    const dispatcher = new OutboxDispatcher(outbox, null, sendAsWritten);
    await expect(dispatcher.deliverPending()).resolves.toBe(0);
    const [message] = await outbox.list({ recipient: 'giu.lai@example.vn' });
    expect(message).toMatchObject({
      recipient: 'giu.lai@example.vn',
      body: 'Mã của bạn là 123456',
      sentAt: null,
    });
  });

  it('sends pending e-mail over SMTP with nodemailer and drops the body once sent', async () => {
    await enqueue('gui.di@example.vn');
    const transport = nodemailer.createTransport({
      streamTransport: true,
      buffer: true,
      newline: 'unix',
    });
    const sent: string[] = [];
    const spy = jest.spyOn(transport, 'sendMail').mockImplementation(async (mail) => {
      sent.push(`${String(mail.to)}|${String(mail.subject)}|${String(mail.text)}`);
      return {} as never;
    });
    const dispatcher = new OutboxDispatcher(
      outbox,
      new SmtpMailer(transport, 'Giỏ <khong-tra-loi@gio.vn>'),
      sendAsWritten,
    );
    expect(await dispatcher.deliverPending()).toBeGreaterThanOrEqual(1);
    expect(sent).toContain('gui.di@example.vn|Mã|Mã của bạn là 123456');
    const [message] = await outbox.list({ recipient: 'gui.di@example.vn' });
    expect(message?.sentAt).not.toBeNull();
    expect(message?.body).toBe('');
    spy.mockRestore();
  });

  it('SmtpMailer writes a real message through a nodemailer transport', async () => {
    const transport = nodemailer.createTransport({
      streamTransport: true,
      buffer: true,
      newline: 'unix',
    });
    const info = await transport.sendMail({
      from: 'a@gio.vn',
      to: 'b@example.vn',
      subject: 'x',
      text: 'y',
    });
    expect(String((info as { message: Buffer }).message)).toContain('To: b@example.vn');
    const mailer = new SmtpMailer(transport, 'Giỏ <khong-tra-loi@gio.vn>');
    await expect(
      mailer.send({ to: 'b@example.vn', subject: 'x', text: 'y' }),
    ).resolves.toBeUndefined();
  });

  it('records failures and stops after the last attempt', async () => {
    await enqueue('hong@example.vn');
    const failing: Mailer = {
      send: async (mail: Mail) => {
        if (mail.to === 'hong@example.vn') throw new Error('550 mailbox unavailable');
      },
      close: () => undefined,
    };
    const dispatcher = new OutboxDispatcher(outbox, failing, sendAsWritten);
    for (let i = 0; i < MAX_DELIVERY_ATTEMPTS + 1; i += 1) await dispatcher.deliverPending();
    const [message] = await outbox.list({ recipient: 'hong@example.vn' });
    expect(message).toMatchObject({
      sentAt: null,
      attempts: MAX_DELIVERY_ATTEMPTS,
      lastError: '550 mailbox unavailable',
    });
  });
});
