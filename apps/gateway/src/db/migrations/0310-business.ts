import type { Migration } from './migration';

/**
 * The business (B2B) area (accounts.md §3, §5, §6, §7 "Business and other"): organisation
 * invites and update confirmations, lead captures and their dismissals, pallet quote requests,
 * users' VAT information and the registry of companies by tax code that
 * `GET /api/vat-tax-code/{code}` answers from.
 */
export const migration0310Business: Migration = {
  id: '0310-business',
  statements: [
    // accounts.md §3 "Organization invite": code and invitedEmail. The code is a 256-bit random
    // token, the only thing a new user needs to join, so it expires and is used once.
    `CREATE TABLE organization_invites (
      code TEXT PRIMARY KEY,
      organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      invited_email TEXT NOT NULL CHECK (invited_email = lower(invited_email)),
      account_level INT NOT NULL CHECK (account_level IN (2, 3, 4)),
      invited_by TEXT REFERENCES users(id) ON DELETE SET NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      expires_at TIMESTAMPTZ NOT NULL,
      accepted_at TIMESTAMPTZ,
      accepted_by TEXT REFERENCES users(id) ON DELETE SET NULL,
      revoked_at TIMESTAMPTZ
    )`,
    // One open invite per address and organisation: a new invite replaces the old one.
    `CREATE UNIQUE INDEX organization_invites_open_idx ON organization_invites (organization_id, invited_email)
       WHERE accepted_at IS NULL AND revoked_at IS NULL`,
    `CREATE INDEX organization_invites_email_idx ON organization_invites (invited_email)
       WHERE accepted_at IS NULL AND revoked_at IS NULL`,
    // accounts.md §3 "Org update confirmation": type, header, message, shown once to its user.
    `CREATE TABLE organization_confirmations (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      organization_id TEXT REFERENCES organizations(id) ON DELETE SET NULL,
      type TEXT NOT NULL,
      header TEXT NOT NULL,
      message TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      cleared_at TIMESTAMPTZ
    )`,
    `CREATE INDEX organization_confirmations_open_idx ON organization_confirmations (user_id, created_at)
       WHERE cleared_at IS NULL`,
    // accounts.md §3 "Lead capture": one per user; a phone number is one lead's (578 on reuse).
    `CREATE TABLE lead_captures (
      user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      first_name TEXT NOT NULL,
      last_name TEXT NOT NULL,
      phone_number TEXT NOT NULL UNIQUE,
      company_name TEXT NOT NULL,
      size TEXT,
      occupation_type TEXT,
      occupation_role TEXT,
      contact_reason TEXT,
      industry_type TEXT,
      postal_code TEXT,
      city TEXT,
      district TEXT,
      ward TEXT,
      has_completed_lead_capture BOOLEAN NOT NULL DEFAULT false,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`,
    // The B2B login-data modal was last shown then; it shows again after the next sign-in.
    `CREATE TABLE business_login_data_seen (
      user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      seen_at TIMESTAMPTZ NOT NULL
    )`,
    // POST /api/exit-lead-capture: the user closed the form; it is not offered again.
    `CREATE TABLE lead_capture_exits (
      user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      exited_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`,
    // POST /api/submit-pallet-quote-request; guests may ask too (guest_id is the session's).
    `CREATE TABLE pallet_quote_requests (
      id TEXT PRIMARY KEY,
      user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
      guest_id TEXT,
      company_name TEXT NOT NULL,
      contact_name TEXT NOT NULL,
      email TEXT NOT NULL,
      phone_number TEXT NOT NULL,
      city TEXT NOT NULL,
      district TEXT,
      delivery_date DATE,
      notes TEXT,
      items JSONB NOT NULL,
      total_pallets INT NOT NULL CHECK (total_pallets > 0),
      status TEXT NOT NULL DEFAULT 'new',
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX pallet_quote_requests_created_idx ON pallet_quote_requests (created_at)`,
    // accounts.md §3 "VAT information", one per user; checkout reads it for the VAT invoice.
    `CREATE TABLE vat_informations (
      user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      address_line1 TEXT NOT NULL,
      city TEXT NOT NULL,
      company_name TEXT NOT NULL,
      district TEXT NOT NULL,
      email TEXT NOT NULL,
      first_name TEXT NOT NULL,
      last_name TEXT NOT NULL,
      tax_code TEXT NOT NULL,
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`,
    // Companies by tax code (mã số thuế), as the tax office's lookup would answer them.
    `CREATE TABLE vat_tax_registry (
      tax_code TEXT PRIMARY KEY,
      company_name TEXT NOT NULL,
      address_line1 TEXT NOT NULL,
      district TEXT NOT NULL,
      city TEXT NOT NULL
    )`,
    // Every code here passes domain-validation's check digit (vat/vat.http.spec.ts checks it).
    `INSERT INTO vat_tax_registry (tax_code, company_name, address_line1, district, city) VALUES
      ('0300588569', 'Công ty Cổ phần Sữa Việt Nam', '10 Tân Trào, Phường Tân Phú', 'Quận 7', 'Thành phố Hồ Chí Minh'),
      ('0100109106', 'Tập đoàn Công nghiệp - Viễn thông Quân đội', 'Lô D26 Khu đô thị mới Cầu Giấy, Phường Yên Hòa', 'Quận Cầu Giấy', 'Hà Nội'),
      ('0101248141', 'Công ty Cổ phần FPT', 'Số 10 Phạm Văn Bạch, Phường Dịch Vọng', 'Quận Cầu Giấy', 'Hà Nội'),
      ('0312345673', 'Công ty TNHH Bếp Nhà Việt', '86 Lê Thánh Tôn, Phường Bến Nghé', 'Quận 1', 'Thành phố Hồ Chí Minh'),
      ('0106789017', 'Công ty TNHH Thực phẩm Sạch Hà Thành', '45 Trần Thái Tông, Phường Dịch Vọng Hậu', 'Quận Cầu Giấy', 'Hà Nội'),
      ('0401234566', 'Công ty Cổ phần Nhà hàng Biển Xanh', '120 Bạch Đằng, Phường Hải Châu 1', 'Quận Hải Châu', 'Đà Nẵng'),
      ('1800456788', 'Công ty TNHH Nông sản Miền Tây', '58 Hai Bà Trưng, Phường Tân An', 'Quận Ninh Kiều', 'Cần Thơ'),
      ('3701234562', 'Công ty TNHH Suất ăn Công nghiệp Bình Dương', '15 Đại lộ Bình Dương, Phường Phú Hòa', 'Thành phố Thủ Dầu Một', 'Bình Dương')`,
  ],
};
