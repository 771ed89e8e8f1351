import type { Migration } from './migration';

/**
 * E-mail preferences (accounts.md §2 "email preferences"): the topics an address has left.
 * Keyed by the address rather than the user, so that a one-click unsubscribe works for anyone
 * the shop writes to; a topic without a row is received. A message of a left topic is kept in
 * the outbox as suppressed, never sent.
 */
export const migration0340EmailPreferences: Migration = {
  id: '0340-email-preferences',
  statements: [
    `CREATE TABLE email_topic_opt_outs (
       email text NOT NULL,
       topic text NOT NULL,
       created_at timestamptz NOT NULL DEFAULT now(),
       PRIMARY KEY (email, topic)
     )`,
    `ALTER TABLE outbox_messages ADD COLUMN suppressed_at timestamptz`,
  ],
};
