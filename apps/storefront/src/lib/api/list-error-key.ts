import { ListErrorCode } from '@gio/contracts';
import { ApiError } from '@gio/data-access';

/** The message key of a refused add to a list: the lists limit, a full list, else the default. */
export function listErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'add_to_list.error';
  if (error.code === ListErrorCode.SHOPPING_LIST_LIMIT) return 'add_to_list.limit';
  if (error.code === ListErrorCode.SHOPPING_LIST_FULL) return 'add_to_list.full';
  return 'add_to_list.error';
}
