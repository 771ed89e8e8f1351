import { BusinessErrorCode } from '@gio/contracts';
import { ApiError } from '@gio/data-access';

/** A page only some levels may read: the server's refusal, as data the page shows. */
export type Guarded<T> = { readonly denied: false; readonly value: T } | { readonly denied: true };

/** The call's answer, or `denied` when the server refused the caller's level (PERMISSION_DENIED) or found no organisation. */
export async function guarded<T>(call: Promise<T>): Promise<Guarded<T>> {
  try {
    return { denied: false, value: await call };
  } catch (error) {
    if (error instanceof ApiError && (error.code === BusinessErrorCode.PERMISSION_DENIED || (error.status === 404 && error.code === 'NOT_FOUND')))
      return { denied: true };
    throw error;
  }
}
