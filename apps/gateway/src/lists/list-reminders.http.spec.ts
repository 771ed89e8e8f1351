/**
 * Shopping-list reminders (accounts.md §3 "reminder") and the e-mail preference topic "list
 * reminders" (accounts.md §2): a due reminder goes out through the outbox with the topic's
 * unsubscribe link, and once its owner leaves the topic the next due reminder is kept back,
 * while the list's next reminder still moves on. A mailer that keeps what it is handed stands in
 * for the SMTP server; everything else is the real gateway.
 */
import {
  startAccountsTestServer,
  testHasher,
  type AccountsTestServer,
  type TestBrowser,
} from '../accounts/testing';
import type { Mail, Mailer } from '../outbox/mailer';
import { DEMO_PASSWORD, seedDemoUsers } from '../users/demo-users';
import { ListReminderSweeper } from './list-reminders';

class KeptMail implements Mailer {
  readonly sent: Mail[] = [];
  async send(mail: Mail): Promise<void> {
    this.sent.push(mail);
  }
  close(): void {
    // Nothing to close: the mails stay in memory for the test to read.
  }
}

const OWNER = 'khach.moi@gio.vn';

describe('list reminders and the "list reminders" e-mail topic', () => {
  let server: AccountsTestServer;
  let mailer: KeptMail;
  let owner: TestBrowser;
  let sweeper: ListReminderSweeper;

  /** Makes the list's reminder due now, sweeps, and lets the dispatcher deliver. */
  const remindNow = async (shoppingListId: string): Promise<number> => {
    await server.db.query(
      "UPDATE shopping_lists SET reminder_next_at = now() - interval '1 minute' WHERE id = $1",
      [shoppingListId],
    );
    const queued = await sweeper.sendDue();
    await server.services.dispatcher.deliverPending();
    return queued;
  };
  const remindersSent = () => mailer.sent.filter((mail) => mail.to === OWNER && mail.subject.includes('Bữa tối'));

  beforeAll(async () => {
    mailer = new KeptMail();
    server = await startAccountsTestServer({ mailer });
    await seedDemoUsers(server.db, testHasher());
    owner = server.browser();
    await owner.login(OWNER, DEMO_PASSWORD);
    sweeper = new ListReminderSweeper(server.db, 'http://shop.test');
  });

  afterAll(async () => {
    await server.close();
  });

  it('sends a due reminder with the topic link, and keeps the next back once the owner leaves the topic', async () => {
    const created = await owner.post('/api/lists/create', {
      listName: 'Bữa tối',
      reminder: { intervalDays: 7 },
    });
    expect(created.status).toBe(200);
    const { shoppingListId, gid } = created.body.data.shoppingList;

    expect(await remindNow(shoppingListId)).toBe(1);
    const [first] = remindersSent();
    expect(first?.text).toContain(`http://shop.test/account/shopping-lists/${gid}`);
    expect(first?.text).toMatch(/http:\/\/shop\.test\/email-preferences\/unsubscribe\?token=/);
    expect(first?.headers?.['List-Unsubscribe']).toBeDefined();

    const left = await owner.put('/api/account/email-preferences', { topics: { listReminders: false } });
    expect(left.status).toBe(200);
    expect(await remindNow(shoppingListId)).toBe(1);
    expect(remindersSent()).toHaveLength(1);
    const { rows } = await server.db.query<{ sent: boolean; suppressed: boolean }>(
      `SELECT sent_at IS NOT NULL AS sent, suppressed_at IS NOT NULL AS suppressed
         FROM outbox_messages WHERE recipient = $1 AND kind = 'list-reminder' ORDER BY created_at`,
      [OWNER],
    );
    expect(rows).toEqual([
      { sent: true, suppressed: false },
      { sent: false, suppressed: true },
    ]);
    // The reminder still moves a whole interval on: leaving the topic stops the mail, not the list.
    const next = (await owner.get(`/api/lists/${gid}`)).body.data.shoppingList.reminder.nextReminderAt;
    expect((Date.parse(next) - Date.now()) / 86_400_000).toBeGreaterThan(6.9);
  });
});
