import { AppError, fieldError, notFound } from '../http/app-error';
import type { BillingInfoView, PaymentMethodView } from '@gio/contracts';
import { PaymentMethod, ServerErrorCode } from '@gio/domain-enums';
import { BillingType } from '@gio/domain-checkout';
import type { Database, Queryable } from '../db/database';
import type { CardDetails, CardProvider } from '../payments/card-provider';
import { newId } from '../security/random';

/** Cards one user may keep. */
export const MAX_BILLING_INFOS_PER_USER = 20;

export interface BillingState {
  readonly billingInfos: BillingInfoView[];
  readonly defaultBillingInfoId: string | null;
  readonly paymentMethods: PaymentMethodView[];
}

export interface NewBillingInfo {
  readonly card: CardDetails;
  readonly billingAddressId?: string;
  readonly setAsDefault: boolean;
}

export type CreateBillingResult =
  | { readonly billingInfo: BillingInfoView; readonly challenge: null }
  | {
      readonly billingInfo: null;
      readonly challenge: { readonly kind: '3ds'; readonly hint: string };
    };

interface BillingRow {
  id: string;
  type: string;
  brand: string;
  last_four: string;
  exp_month: number;
  exp_year: number;
  holder_name: string;
  billing_address_id: string | null;
  created_at: Date | string;
  is_default: boolean;
}

interface PaymentMethodRow {
  id: string;
  payment_method: number;
  billing_info_id: string | null;
  label: string;
  is_default: boolean;
}

const billingView = (row: BillingRow): BillingInfoView => ({
  id: row.id,
  type: row.type,
  brand: row.brand,
  lastFour: row.last_four,
  expMonth: row.exp_month,
  expYear: row.exp_year,
  holderName: row.holder_name,
  billingAddressId: row.billing_address_id,
  isDefault: row.is_default,
  createdAt: new Date(row.created_at).toISOString(),
});

const paymentMethodView = (row: PaymentMethodRow): PaymentMethodView => ({
  id: row.id,
  paymentMethod: row.payment_method,
  billingInfoId: row.billing_info_id,
  label: row.label,
  isDefault: row.is_default,
});

const declined = () =>
  new AppError(
    400,
    ServerErrorCode.PAYMENT_METHOD_CREATE_PAYMENT_METHOD_FAILED,
    'Thẻ bị từ chối. Vui lòng dùng thẻ khác.',
    'billing.card.number',
  );

/**
 * Billing infos and payment methods (accounts.md §7 "Addresses and billing"). A saved card is a
 * billing info (what the provider tokenised: brand, last four, expiry) and a payment method of
 * type saved card (0) that points at it; a business invoice user also holds an invoice (4)
 * payment method. Every statement is scoped by the owner's id.
 */
export class BillingService {
  constructor(
    private readonly db: Database,
    private readonly provider: CardProvider,
    private readonly now: () => number,
  ) {}

  /** POST /api/billing: 487 on a declined card; a challenge card first answers with the challenge. */
  async create(userId: string, input: NewBillingInfo): Promise<CreateBillingResult> {
    const result = await this.provider.tokenise(input.card, new Date(this.now()));
    if (result.status === 'invalid') {
      throw fieldError(
        result.field === 'number' ? 'billing.card.number' : 'billing.card.expMonth',
        result.reason,
      );
    }
    if (result.status === 'declined') throw declined();
    if (result.status === 'challenge')
      return { billingInfo: null, challenge: { kind: '3ds', hint: result.hint } };
    const card = result.card;
    const id = newId('bil');
    await this.db.transaction(async (tx) => {
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const { rows } = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM billing_infos WHERE user_id = $1',
        [userId],
      );
      if ((rows[0]?.n ?? 0) >= MAX_BILLING_INFOS_PER_USER)
        throw fieldError('billing', `Tối đa ${MAX_BILLING_INFOS_PER_USER} thẻ.`);
      if (input.billingAddressId) {
        const owned = await tx.query('SELECT 1 FROM addresses WHERE id = $1 AND user_id = $2', [
          input.billingAddressId,
          userId,
        ]);
        if (owned.rows.length === 0) throw notFound('Address');
      }
      await tx.query(
        `INSERT INTO billing_infos (id, user_id, type, provider, provider_token, brand, last_four, exp_month, exp_year,
           holder_name, billing_address_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          id,
          userId,
          BillingType.CREDIT_CARD,
          this.provider.name,
          card.token,
          card.brand,
          card.lastFour,
          card.expMonth,
          card.expYear,
          input.card.holderName,
          input.billingAddressId ?? null,
        ],
      );
      const hasDefaultMethod =
        (
          await tx.query('SELECT 1 FROM payment_methods WHERE user_id = $1 AND is_default', [
            userId,
          ])
        ).rows.length > 0;
      await tx.query(
        `INSERT INTO payment_methods (id, user_id, payment_method, billing_info_id, label, is_default)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          newId('pm'),
          userId,
          PaymentMethod.SAVED_CARD,
          id,
          `${card.brand.toUpperCase()} •••• ${card.lastFour}`,
          !hasDefaultMethod,
        ],
      );
      const hasDefault =
        (await tx.query('SELECT 1 FROM default_billing_infos WHERE user_id = $1', [userId])).rows
          .length > 0;
      if (input.setAsDefault || !hasDefault) await this.setDefaultBilling(tx, userId, id);
    });
    const created = (await this.state(userId, this.db)).billingInfos.find((info) => info.id === id);
    if (!created) throw notFound('Billing info');
    return { billingInfo: created, challenge: null };
  }

  /** The user's billing infos, default billing info and payment methods. */
  async state(userId: string, db: Queryable): Promise<BillingState> {
    const [infos, methods] = await Promise.all([
      db.query<BillingRow>(
        `SELECT b.*, (d.billing_info_id IS NOT NULL) AS is_default
         FROM billing_infos b LEFT JOIN default_billing_infos d ON d.user_id = b.user_id AND d.billing_info_id = b.id
         WHERE b.user_id = $1 ORDER BY b.created_at, b.id`,
        [userId],
      ),
      db.query<PaymentMethodRow>(
        'SELECT id, payment_method, billing_info_id, label, is_default FROM payment_methods WHERE user_id = $1 ORDER BY created_at, id',
        [userId],
      ),
    ]);
    return {
      billingInfos: infos.rows.map(billingView),
      defaultBillingInfoId: infos.rows.find((row) => row.is_default)?.id ?? null,
      paymentMethods: methods.rows.map(paymentMethodView),
    };
  }

  /** PUT /api/default_billing: the billing info must be the user's and of that type. */
  async makeDefaultBilling(
    userId: string,
    id: string,
    changed: boolean,
    type: string,
  ): Promise<BillingState> {
    if (changed) {
      await this.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ type: string }>(
          'SELECT type FROM billing_infos WHERE id = $1 AND user_id = $2',
          [id, userId],
        );
        const row = rows[0];
        if (!row) throw notFound('Billing info');
        if (row.type !== type) throw fieldError('type', 'Loại thanh toán không khớp.');
        await this.setDefaultBilling(tx, userId, id);
      });
    }
    return this.state(userId, this.db);
  }

  /** DELETE /api/billing/{id}: the card's payment method goes with it. */
  async removeBilling(userId: string, id: string): Promise<BillingState> {
    await this.db.transaction(async (tx) => {
      const { rows } = await tx.query(
        'DELETE FROM billing_infos WHERE id = $1 AND user_id = $2 RETURNING id',
        [id, userId],
      );
      if (rows.length === 0) throw notFound('Billing info');
      await this.keepADefaultMethod(tx, userId);
    });
    return this.state(userId, this.db);
  }

  /**
   * DELETE /api/payment-method/{id}: a saved card's billing info goes with it. When the default
   * goes (the client says so with isDefault; the server checks for itself), the newest
   * remaining method becomes the default.
   */
  async removePaymentMethod(userId: string, id: string): Promise<BillingState> {
    await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ billing_info_id: string | null }>(
        'DELETE FROM payment_methods WHERE id = $1 AND user_id = $2 RETURNING billing_info_id',
        [id, userId],
      );
      const row = rows[0];
      if (!row) throw notFound('Payment method');
      if (row.billing_info_id)
        await tx.query('DELETE FROM billing_infos WHERE id = $1 AND user_id = $2', [
          row.billing_info_id,
          userId,
        ]);
      await this.keepADefaultMethod(tx, userId);
    });
    return this.state(userId, this.db);
  }

  /** PUT /api/default-payment-method/{id}. */
  async makeDefaultPaymentMethod(userId: string, id: string): Promise<BillingState> {
    await this.db.transaction(async (tx) => {
      const { rows } = await tx.query(
        'SELECT 1 FROM payment_methods WHERE id = $1 AND user_id = $2 FOR UPDATE',
        [id, userId],
      );
      if (rows.length === 0) throw notFound('Payment method');
      // Unset first: the partial unique index allows one default per user at any moment.
      await tx.query(
        'UPDATE payment_methods SET is_default = false WHERE user_id = $1 AND is_default',
        [userId],
      );
      await tx.query(
        'UPDATE payment_methods SET is_default = true WHERE id = $1 AND user_id = $2',
        [id, userId],
      );
    });
    return this.state(userId, this.db);
  }

  private async setDefaultBilling(tx: Queryable, userId: string, id: string): Promise<void> {
    await tx.query(
      `INSERT INTO default_billing_infos (user_id, billing_info_id) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET billing_info_id = EXCLUDED.billing_info_id`,
      [userId, id],
    );
  }

  private async keepADefaultMethod(tx: Queryable, userId: string): Promise<void> {
    const { rows } = await tx.query(
      'SELECT 1 FROM payment_methods WHERE user_id = $1 AND is_default',
      [userId],
    );
    if (rows.length > 0) return;
    await tx.query(
      `UPDATE payment_methods SET is_default = true
       WHERE id = (SELECT id FROM payment_methods WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1)`,
      [userId],
    );
  }
}
