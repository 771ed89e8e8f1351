import type { Migration } from './migration';

/**
 * Payment transactions (accounts.md §4 "Payment transaction status"; design.md "Payments").
 *
 * One row per authorisation of an order placement's payment (one "place order", whose orders
 * are its fulfilment groups) (`kind = 'sale'`) and one per refund of it
 * (`kind = 'refund'`, pointing at its sale). `status` holds the spec's numbers 0–11 and only
 * moves along the transition table of `payments/transaction-status.ts`; every move is kept in
 * `payment_transaction_events`, so support can see how a payment got where it is.
 *
 * `placement_id` is not a foreign key: the placements table is created by a later migration,
 * and a transaction row is written inside the same database transaction as its placement
 * anyway (a declined payment rolls both back). Amounts are BIGINT đồng.
 */
export const migration0205Payments: Migration = {
  id: '0205-payments',
  statements: [
    `CREATE TABLE payment_transactions (
      id TEXT PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('sale', 'refund')),
      parent_id TEXT REFERENCES payment_transactions(id),
      placement_id TEXT NOT NULL,
      user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
      organization_id TEXT REFERENCES organizations(id),
      billing_type TEXT NOT NULL,
      payment_method INT NOT NULL,
      provider TEXT NOT NULL,
      provider_reference TEXT,
      status INT NOT NULL CHECK (status BETWEEN 0 AND 11),
      amount BIGINT NOT NULL CHECK (amount >= 0),
      captured_amount BIGINT NOT NULL DEFAULT 0 CHECK (captured_amount >= 0),
      refunded_amount BIGINT NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0),
      currency TEXT NOT NULL DEFAULT 'VND',
      card_brand TEXT,
      card_last_four TEXT CHECK (card_last_four IS NULL OR card_last_four ~ '^[0-9]{4}$'),
      decline_reason TEXT,
      channel TEXT NOT NULL DEFAULT 'web' CHECK (channel IN ('web', 'mobile')),
      redirect_path TEXT,
      hosted_token_hash TEXT,
      hosted_expires_at TIMESTAMPTZ,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      CHECK (refunded_amount <= amount),
      CHECK ((kind = 'refund') = (parent_id IS NOT NULL))
    )`,
    `CREATE INDEX payment_transactions_placement_idx ON payment_transactions (placement_id, created_at)`,
    `CREATE INDEX payment_transactions_parent_idx ON payment_transactions (parent_id) WHERE parent_id IS NOT NULL`,
    `CREATE TABLE payment_transaction_events (
      id TEXT PRIMARY KEY,
      payment_id TEXT NOT NULL REFERENCES payment_transactions(id) ON DELETE CASCADE,
      from_status INT CHECK (from_status BETWEEN 0 AND 11),
      to_status INT NOT NULL CHECK (to_status BETWEEN 0 AND 11),
      amount BIGINT,
      note TEXT,
      created_at TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp()
    )`,
    `CREATE INDEX payment_transaction_events_payment_idx ON payment_transaction_events (payment_id, created_at)`,
  ],
};
