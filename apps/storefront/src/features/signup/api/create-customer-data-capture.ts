import type { JsonClient } from '@gio/data-access';

export interface CustomerDataCapture {
  email?: string;
  telephone?: string;
}

/**
 * The sign-up answer: success, or (storefront.md §7 "Sign-up") `error` and `errorCode` when the
 * entry was refused without an HTTP error.
 */
export interface CustomerDataCaptureAnswer {
  data?: { success?: boolean } | null;
  error?: unknown;
  errorCode?: number | string | null;
}

/** POST /api/customer-data-captures with email and/or telephone (accounts.md §7). */
export function createCustomerDataCapture(
  client: Pick<JsonClient, 'post'>,
  body: CustomerDataCapture,
): Promise<CustomerDataCaptureAnswer> {
  return client.post<CustomerDataCaptureAnswer>('/api/customer-data-captures', body);
}
