import { AppError, fieldError, notFound } from '../http/app-error';
import type { BillingInfoView, PaymentMethodView } from '@gio/contracts';
import { ServerErrorCode } from '@gio/domain-enums';
import { ownsAddress } from '../addresses/address-store';
import type { Database, Queryable } from '../db/database';
import type { CardDetails, CardProvider } from '../payments/card-provider';
import {
  billingInfoType,
  billingRows,
  countBillingInfos,
  deleteBillingInfo,
  deleteBillingInfoIfAny,
  deletePaymentMethod,
  hasDefaultBillingInfo,
  hasDefaultPaymentMethod,
  insertCardBillingInfo,
  insertSavedCardMethod,
  lockPaymentMethod,
  lockUser,
  makeNewestMethodDefault,
  setDefaultBillingInfo,
  setDefaultPaymentMethod,
  unsetDefaultPaymentMethod,
  type BillingRow,
  type PaymentMethodRow,
} from './billing-store';

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
    const id = await this.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      if ((await countBillingInfos(tx, userId)) >= MAX_BILLING_INFOS_PER_USER)
        throw fieldError('billing', `Tối đa ${MAX_BILLING_INFOS_PER_USER} thẻ.`);
      if (input.billingAddressId) {
        if (!(await ownsAddress(tx, userId, input.billingAddressId))) throw notFound('Address');
      }
      const created = await insertCardBillingInfo(tx, userId, {
        provider: this.provider.name,
        card,
        holderName: input.card.holderName,
        billingAddressId: input.billingAddressId ?? null,
      });
      const hasDefaultMethod = await hasDefaultPaymentMethod(tx, userId);
      await insertSavedCardMethod(tx, userId, {
        billingInfoId: created,
        label: `${card.brand.toUpperCase()} •••• ${card.lastFour}`,
        isDefault: !hasDefaultMethod,
      });
      const hasDefault = await hasDefaultBillingInfo(tx, userId);
      if (input.setAsDefault || !hasDefault) await setDefaultBillingInfo(tx, userId, created);
      return created;
    });
    const created = (await this.state(userId, this.db)).billingInfos.find((info) => info.id === id);
    if (!created) throw notFound('Billing info');
    return { billingInfo: created, challenge: null };
  }

  /** The user's billing infos, default billing info and payment methods. */
  async state(userId: string, db: Queryable): Promise<BillingState> {
    const { infos, methods } = await billingRows(db, userId);
    return {
      billingInfos: infos.map(billingView),
      defaultBillingInfoId: infos.find((row) => row.is_default)?.id ?? null,
      paymentMethods: methods.map(paymentMethodView),
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
        const stored = await billingInfoType(tx, userId, id);
        if (stored === null) throw notFound('Billing info');
        if (stored !== type) throw fieldError('type', 'Loại thanh toán không khớp.');
        await setDefaultBillingInfo(tx, userId, id);
      });
    }
    return this.state(userId, this.db);
  }

  /** DELETE /api/billing/{id}: the card's payment method goes with it. */
  async removeBilling(userId: string, id: string): Promise<BillingState> {
    await this.db.transaction(async (tx) => {
      if (!(await deleteBillingInfo(tx, userId, id))) throw notFound('Billing info');
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
      const removed = await deletePaymentMethod(tx, userId, id);
      if (!removed) throw notFound('Payment method');
      if (removed.billingInfoId) await deleteBillingInfoIfAny(tx, userId, removed.billingInfoId);
      await this.keepADefaultMethod(tx, userId);
    });
    return this.state(userId, this.db);
  }

  /** PUT /api/default-payment-method/{id}. */
  async makeDefaultPaymentMethod(userId: string, id: string): Promise<BillingState> {
    await this.db.transaction(async (tx) => {
      if (!(await lockPaymentMethod(tx, userId, id))) throw notFound('Payment method');
      // Unset first: the partial unique index allows one default per user at any moment.
      await unsetDefaultPaymentMethod(tx, userId);
      await setDefaultPaymentMethod(tx, userId, id);
    });
    return this.state(userId, this.db);
  }

  private async keepADefaultMethod(tx: Queryable, userId: string): Promise<void> {
    if (await hasDefaultPaymentMethod(tx, userId)) return;
    await makeNewestMethodDefault(tx, userId);
  }
}
