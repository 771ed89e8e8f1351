import { ApiError } from '@gio/data-access';

/** The gateway's error code of a failed call; null for anything else (a network failure). */
export const errorCode = (error: unknown) => (error instanceof ApiError ? error.code : null);
