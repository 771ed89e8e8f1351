/** An account-call answer: the payload sits under `data`. */
export interface DataEnvelope<T> {
  data?: T | null;
}

/**
 * accounts.md §5 "Account-call responses": most account calls treat a missing `data` field as
 * failure and reject with the response itself, so the caller can read whatever else it holds
 * (an `error`, a `redirect`). Use it as `client.get(url).then(unwrapData)`.
 */
export function unwrapData<T>(response: DataEnvelope<T>): T {
  const data = response?.data;
  if (data === undefined || data === null) {
    // The spec rejects with the response, not with a wrapper; callers inspect its fields.
    throw response;
  }
  return data;
}
