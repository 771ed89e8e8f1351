import type { Migration } from './migration';

/**
 * Accounts, sessions and what belongs to a user (accounts.md §3, §4, §7): business accounts,
 * users with their credentials and social links, sessions, one-time codes, reset tokens, lead
 * and gate sign-ups, the outbox, addresses, billing infos and payment methods.
 *
 * Secrets are never stored as given: passwords as scrypt hashes, session ids, one-time codes
 * and reset tokens as keyed hashes, cards as the provider's token with brand, last four digits
 * and expiry. Ids are random text made by the gateway, so no sequence is relied upon.
 */
export const migration0100Accounts: Migration = {
  id: '0100-accounts',
  statements: [
    // accounts.md §3 "Business account". Money is BIGINT đồng.
    `CREATE TABLE organizations (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      is_enabled BOOLEAN NOT NULL DEFAULT true,
      logo_image TEXT,
      exclude_all_items BOOLEAN NOT NULL DEFAULT false,
      promo_code_enabled BOOLEAN NOT NULL DEFAULT true,
      reward_enabled BOOLEAN NOT NULL DEFAULT false,
      credit_enabled BOOLEAN NOT NULL DEFAULT false,
      invoice_enabled BOOLEAN NOT NULL DEFAULT false,
      invoice_credit_limit BIGINT NOT NULL DEFAULT 0,
      invoice_current_outstanding BIGINT NOT NULL DEFAULT 0,
      ach_direct_debit_enabled BOOLEAN NOT NULL DEFAULT false,
      default_payment_enabled BOOLEAN NOT NULL DEFAULT false,
      banner_interstitials_enabled BOOLEAN NOT NULL DEFAULT true,
      manage_users_enabled BOOLEAN NOT NULL DEFAULT true,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`,
    // accounts.md §3 "User". The e-mail is kept lower-cased so that uniqueness ignores case.
    `CREATE TABLE users (
      id TEXT PRIMARY KEY,
      email TEXT NOT NULL UNIQUE CHECK (email = lower(email)),
      first_name TEXT NOT NULL DEFAULT '',
      last_name TEXT NOT NULL DEFAULT '',
      telephone_number TEXT UNIQUE,
      telephone_verified BOOLEAN NOT NULL DEFAULT false,
      customer_type INT,
      account_level INT NOT NULL DEFAULT 0 CHECK (account_level BETWEEN 0 AND 4),
      client_view_type INT NOT NULL DEFAULT 0 CHECK (client_view_type IN (0, 1)),
      organization_id TEXT REFERENCES organizations(id),
      num_successful_orders INT NOT NULL DEFAULT 0,
      first_order_eligible BOOLEAN NOT NULL DEFAULT true,
      loyalty_reward_cents BIGINT NOT NULL DEFAULT 0,
      loyalty_permission TEXT,
      external_ids JSONB NOT NULL DEFAULT '{}'::jsonb,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      CHECK ((account_level = 0) = (organization_id IS NULL))
    )`,
    `CREATE INDEX users_organization_idx ON users (organization_id) WHERE organization_id IS NOT NULL`,
    // A social-only account has no row here until set-password.
    `CREATE TABLE user_credentials (
      user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      password_hash TEXT NOT NULL,
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE social_links (
      provider TEXT NOT NULL CHECK (provider IN ('google', 'facebook', 'apple')),
      subject TEXT NOT NULL,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      email TEXT,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      PRIMARY KEY (provider, subject),
      UNIQUE (user_id, provider)
    )`,
    // The database session store (design.md "Gateway"); Redis replaces it when REDIS_URL is set.
    `CREATE TABLE sessions (
      id_hash TEXT PRIMARY KEY,
      guest_id TEXT NOT NULL,
      user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
      csrf_token TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL,
      last_seen_at TIMESTAMPTZ NOT NULL,
      expires_at TIMESTAMPTZ NOT NULL
    )`,
    `CREATE INDEX sessions_user_idx ON sessions (user_id) WHERE user_id IS NOT NULL`,
    `CREATE INDEX sessions_expires_idx ON sessions (expires_at)`,
    // accounts.md §4 one-time codes: purpose is an OtpType or phoneVerification.
    `CREATE TABLE otp_codes (
      id TEXT PRIMARY KEY,
      purpose TEXT NOT NULL,
      target TEXT NOT NULL,
      code_hash TEXT NOT NULL,
      attempts INT NOT NULL DEFAULT 0,
      created_at TIMESTAMPTZ NOT NULL,
      expires_at TIMESTAMPTZ NOT NULL,
      consumed_at TIMESTAMPTZ
    )`,
    `CREATE INDEX otp_codes_target_idx ON otp_codes (purpose, target, created_at DESC)`,
    `CREATE TABLE password_reset_tokens (
      token_hash TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      expires_at TIMESTAMPTZ NOT NULL,
      consumed_at TIMESTAMPTZ
    )`,
    // POST /api/customer-data-captures (578 on a repeat) and POST /api/gate-email-sign-up.
    `CREATE TABLE customer_data_captures (
      id TEXT PRIMARY KEY,
      email TEXT UNIQUE,
      telephone TEXT UNIQUE,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE gate_email_sign_ups (
      email TEXT NOT NULL,
      confirm_type TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      PRIMARY KEY (email, confirm_type)
    )`,
    // E-mail and SMS waiting for, or done with, delivery (design.md "outboxes").
    `CREATE TABLE outbox_messages (
      id TEXT PRIMARY KEY,
      channel TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
      recipient TEXT NOT NULL,
      kind TEXT NOT NULL,
      subject TEXT NOT NULL,
      body TEXT,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      sent_at TIMESTAMPTZ,
      attempts INT NOT NULL DEFAULT 0,
      last_error TEXT
    )`,
    `CREATE INDEX outbox_pending_idx ON outbox_messages (created_at) WHERE sent_at IS NULL`,
    // accounts.md §3 "Address"; ward and district serve the city-district-ward type.
    `CREATE TABLE addresses (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      account_scope INT NOT NULL CHECK (account_scope IN (0, 1)),
      type INT NOT NULL CHECK (type IN (0, 1)),
      business_name TEXT,
      first_name TEXT NOT NULL,
      last_name TEXT NOT NULL,
      address_line1 TEXT NOT NULL,
      address_line2 TEXT,
      ward TEXT,
      district TEXT,
      city TEXT NOT NULL,
      state TEXT,
      postal_code TEXT,
      country TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX addresses_user_idx ON addresses (user_id, created_at)`,
    // One default address per user and account scope (PUT /api/default_address).
    `CREATE TABLE default_addresses (
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      account_scope INT NOT NULL CHECK (account_scope IN (0, 1)),
      address_id TEXT NOT NULL REFERENCES addresses(id) ON DELETE CASCADE,
      PRIMARY KEY (user_id, account_scope)
    )`,
    `CREATE TABLE billing_infos (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      type TEXT NOT NULL,
      provider TEXT NOT NULL,
      provider_token TEXT NOT NULL,
      brand TEXT NOT NULL,
      last_four TEXT NOT NULL CHECK (last_four ~ '^[0-9]{4}$'),
      exp_month INT NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
      exp_year INT NOT NULL,
      holder_name TEXT NOT NULL,
      billing_address_id TEXT REFERENCES addresses(id) ON DELETE SET NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX billing_infos_user_idx ON billing_infos (user_id, created_at)`,
    `CREATE TABLE default_billing_infos (
      user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      billing_info_id TEXT NOT NULL REFERENCES billing_infos(id) ON DELETE CASCADE
    )`,
    // accounts.md §4 payment methods: a saved card (0) points at its billing info.
    `CREATE TABLE payment_methods (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      payment_method INT NOT NULL,
      billing_info_id TEXT REFERENCES billing_infos(id) ON DELETE CASCADE,
      label TEXT NOT NULL,
      is_default BOOLEAN NOT NULL DEFAULT false,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX payment_methods_user_idx ON payment_methods (user_id, created_at)`,
    `CREATE UNIQUE INDEX payment_methods_one_default ON payment_methods (user_id) WHERE is_default`,
  ],
};
