import { ClientMessage } from '@gio/domain-enums';
import { ApiError } from './errors';
import type { JsonClient } from './types';

/** `GET /api/session` answers the session's token for pages that were not rendered with it. */
export const SESSION_PATH = '/api/session';
export const CSRF_META_NAME = 'csrf-token';
export const CSRF_TOKEN_MISSING = 'CSRF_TOKEN_MISSING';

/** The token the gateway renders as `<meta name="csrf-token" content="…">`, if present. */
export function readCsrfTokenFromMeta(doc: Pick<Document, 'querySelector'>): string | undefined {
  const content = doc.querySelector(`meta[name="${CSRF_META_NAME}"]`)?.getAttribute('content');
  return content ? content : undefined;
}

interface SessionAnswer {
  csrfToken?: unknown;
  data?: { csrfToken?: unknown } | null;
}

/**
 * Asks the gateway for the session's CSRF token. The call itself goes without a token: the
 * getter that would supply one may be the caller of this function.
 */
export async function fetchCsrfToken(client: Pick<JsonClient, 'get'>): Promise<string> {
  const answer = await client.get<SessionAnswer>(SESSION_PATH, { csrf: false });
  const token = answer.csrfToken ?? answer.data?.csrfToken;
  if (typeof token === 'string' && token.length > 0) return token;
  throw new ApiError({
    status: 200,
    code: CSRF_TOKEN_MISSING,
    message: ClientMessage.UNEXPECTED,
    body: answer,
    method: 'GET',
    url: SESSION_PATH,
  });
}
