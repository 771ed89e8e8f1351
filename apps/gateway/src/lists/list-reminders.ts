import type { Queryable } from '../db/database';

/** Most reminders one sweep sends; the rest wait for the next sweep. */
const SWEEP_LIMIT = 500;

/**
 * Shopping-list reminders (accounts.md §3 "reminder"): a list whose reminder is due gets one
 * e-mail to its owner in the outbox, and its next reminder moves a whole interval past now, in
 * one statement. SKIP LOCKED lets replicas sweep at the same time without sending a reminder
 * twice.
 */
export class ListReminderSweeper {
  constructor(
    private readonly db: Queryable,
    private readonly publicOrigin: string,
  ) {}

  /** Sends every due reminder (up to the sweep limit); answers how many went to the outbox. */
  async sendDue(): Promise<number> {
    const { rows } = await this.db.query<{ id: string }>(
      `WITH due AS (
         UPDATE shopping_lists l
            SET reminder_next_at = now() + make_interval(days => l.reminder_interval_days)
          WHERE l.id IN (
                  SELECT id FROM shopping_lists WHERE reminder_next_at <= now()
                   ORDER BY reminder_next_at LIMIT ${SWEEP_LIMIT} FOR UPDATE SKIP LOCKED)
            AND l.reminder_next_at <= now()
         RETURNING l.gid, l.name, l.user_id
       )
       INSERT INTO outbox_messages (id, channel, recipient, kind, subject, body)
       SELECT 'msg_' || replace(gen_random_uuid()::text, '-', ''), 'email', u.email, 'list-reminder',
              'Giỏ: đến lúc mua sắm theo danh sách "' || due.name || '"',
              'Xin chào ' || coalesce(nullif(u.first_name, ''), 'bạn') || ',' || chr(10) || chr(10) ||
              'Bạn đã hẹn Giỏ nhắc mua sắm theo danh sách "' || due.name || '".' || chr(10) ||
              'Mở danh sách và thêm vào giỏ hàng: ' || $1 || '/account/shopping-lists/' || due.gid
         FROM due JOIN users u ON u.id = due.user_id
       RETURNING id`,
      [this.publicOrigin],
    );
    return rows.length;
  }
}
