import { z } from 'zod';

/**
 * Machine-readable error codes of the JSON error body. Every `/api` answer that is not a
 * success carries one of these, so clients branch on the code and never on the message.
 */
export const ApiErrorCode = {
  ROUTE_NOT_FOUND: 'ROUTE_NOT_FOUND',
  NOT_FOUND: 'NOT_FOUND',
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  SEARCH_TERM_TOO_SHORT: 'SEARCH_TERM_TOO_SHORT',
  BATCHED_REQUESTS_REFUSED: 'BATCHED_REQUESTS_REFUSED',
  QUERY_TOO_COMPLEX: 'QUERY_TOO_COMPLEX',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  URI_TOO_LONG: 'URI_TOO_LONG',
  /** 431: the request line and headers together pass Node's 16 KiB (a huge query, cookies). */
  HEADERS_TOO_LARGE: 'HEADERS_TOO_LARGE',
  /** 408: the request's head or body did not arrive in time. */
  REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
} as const;
export type ApiErrorCode = (typeof ApiErrorCode)[keyof typeof ApiErrorCode];

/** `{ "error": { "code", "message" } }`: the one error body of every REST call. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    field: z.string().optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
