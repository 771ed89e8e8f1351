export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  /** Extra headers; they may override the defaults. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** `false` leaves out `X-CSRF-Token`, for the call that fetches the token itself. */
  csrf?: boolean;
}

/** What a call resolves to: the JSON answer, plus `redirect` when the gateway redirected it. */
export type JsonResult<T> = T & { redirect?: string };

/** The generic JSON helper (accounts.md §7 "Generic JSON helper"). */
export interface JsonClient {
  request<T = unknown>(
    method: HttpMethod,
    url: string,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<JsonResult<T>>;
  get<T = unknown>(url: string, options?: RequestOptions): Promise<JsonResult<T>>;
  post<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<JsonResult<T>>;
  put<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<JsonResult<T>>;
  /** Several spec calls send a body with DELETE (promo code, vouchers, payment method). */
  delete<T = unknown>(
    url: string,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<JsonResult<T>>;
}
