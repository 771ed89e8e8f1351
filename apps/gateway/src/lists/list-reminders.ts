import type { Queryable } from '../db/database';
import { sendDueReminders } from './list-store';

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
    return sendDueReminders(this.db, this.publicOrigin, SWEEP_LIMIT);
  }
}
