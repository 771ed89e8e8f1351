import { opsRoutes, organizationControlRoutes } from '@gio/contracts';
import type { z } from 'zod';

type ShowAnswer = z.output<typeof opsRoutes.showOrder.response>['data'];
type AdvanceAnswer = z.output<typeof opsRoutes.advanceOrder.response>['data'];
type RestockAnswer = z.output<typeof opsRoutes.restockVariant.response>['data'];
type RepriceAnswer = z.output<typeof opsRoutes.repriceVariant.response>['data'];
type PaymentAnswer = z.output<typeof organizationControlRoutes.recordInvoicePayment.response>['data'];

/** A refusal of the gateway, with its error code (ORDER_TRANSITION_NOT_ALLOWED, OPS_TOKEN_INVALID, …). */
export class OpsRequestError extends Error {
  override readonly name = 'OpsRequestError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The gateway's operator calls (`/api/ops/...`, bearer OPS_TOKEN). Answers are checked against
 * the same contract the gateway declares its routes with.
 */
export class OpsClient {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  async show(orderGid: string): Promise<ShowAnswer> {
    const body = await this.call('GET', opsRoutes.showOrder.path.replace(':orderGid', encodeURIComponent(orderGid)));
    return opsRoutes.showOrder.response.parse(body).data;
  }

  async advance(orderGid: string, to: string, track: string): Promise<AdvanceAnswer> {
    const body = await this.call('POST', opsRoutes.advanceOrder.path, { orderGid, to, track });
    return opsRoutes.advanceOrder.response.parse(body).data;
  }

  async restock(variantId: string, quantity: number): Promise<RestockAnswer> {
    const body = await this.call('POST', opsRoutes.restockVariant.path, { variantId, quantity });
    return opsRoutes.restockVariant.response.parse(body).data;
  }

  async writeOff(variantId: string, quantity: number): Promise<RestockAnswer> {
    const body = await this.call('POST', opsRoutes.writeOffStock.path, { variantId, quantity });
    return opsRoutes.writeOffStock.response.parse(body).data;
  }

  async reprice(variantId: string, price: number): Promise<RepriceAnswer> {
    const body = await this.call('POST', opsRoutes.repriceVariant.path, { variantId, price });
    return opsRoutes.repriceVariant.response.parse(body).data;
  }

  /** Records a payment against a business's invoice orders (the statement of account's settlement). */
  async pay(payment: { organizationId: string; amount: number; reference: string; orderGids?: readonly string[]; receivedOn?: string }): Promise<PaymentAnswer> {
    const body = await this.call('POST', organizationControlRoutes.recordInvoicePayment.path, payment);
    return organizationControlRoutes.recordInvoicePayment.response.parse(body).data;
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const response = await this.fetcher(`${this.baseUrl.replace(/\/+$/, '')}${path}`, {
      method,
      headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json().catch(() => null)) as { error?: { code?: unknown; message?: unknown } } | null;
    if (!response.ok) {
      const code = String(json?.error?.code ?? response.status);
      const message = String(json?.error?.message ?? response.statusText);
      throw new OpsRequestError(response.status, code, message);
    }
    return json;
  }
}
