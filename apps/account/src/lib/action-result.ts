import { ApiError, NetworkOfflineError, UnauthorizedError } from '@gio/data-access';
import { MessageKey } from '@gio/domain-enums';
import type { FormErrors } from '@gio/domain-validation';

/** What an action answers: its value, or why it failed as message keys per field or for the form. */
export type ActionResult<T = null> = ActionSuccess<T> | ActionFailure;

export interface ActionSuccess<T> {
  ok: true;
  value: T;
}

export interface ActionFailure {
  ok: false;
  /** Field name → message key of `common`, shown under the field. */
  errors?: FormErrors;
  /** A message key for the whole form. */
  formError?: string;
  /** The server's error code (accounts.md §8 numbers such as 585, or a string code). */
  code?: string | number;
}

export const success = <T>(value: T): ActionSuccess<T> => ({ ok: true, value });

export interface FailureRules {
  /** A server code's message key, on a field or (no field) for the whole form. */
  codes?: Readonly<Record<string, { field?: string; key: string }>>;
  /** The form's fields: a server error naming one of them is shown under it. */
  fields?: readonly string[];
  /** A server field that the form asks for under another name (`expMonth` → `expiry`). */
  aliases?: Readonly<Record<string, string>>;
}

/** A catalogue key such as `form.validation_po_box` (the gateway answers domain-rule keys as messages). */
const MESSAGE_KEY = /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/;

/**
 * A failed call as the form shows it (accounts.md §8): a spec code with a message of ours, a
 * refused field under that field (the server's `field` is a path such as `address.addressLine1`
 * or `billing.card.number`; its last part names the form field), too many tries, a lost network,
 * else the default message. The gateway's domain-rule refusals carry the rule's message key,
 * which is shown as it is.
 */
export function failureOf(error: unknown, rules: FailureRules = {}): ActionFailure {
  if (error instanceof UnauthorizedError) return { ok: false, formError: 'account.load.leaving' };
  if (error instanceof NetworkOfflineError) return { ok: false, formError: 'network.offline' };
  if (!(error instanceof ApiError)) return { ok: false, formError: MessageKey.FORM_API_ERROR_DEFAULT };
  const code = error.code;
  const rule = rules.codes?.[String(code)];
  const last = error.field?.split('.').pop();
  const named = last === undefined ? undefined : (rules.aliases?.[last] ?? last);
  const field = rule ? rule.field : named && rules.fields?.includes(named) ? named : undefined;
  const key =
    rule?.key ??
    (MESSAGE_KEY.test(error.message)
      ? error.message
      : error.status === 429
        ? 'account.errors.too_many_requests'
        : field
          ? 'account.errors.field_invalid'
          : MessageKey.FORM_API_ERROR_DEFAULT);
  return field ? { ok: false, code, errors: { [field]: key } } : { ok: false, code, formError: key };
}

/** The JSON body a form's fetcher sent (`encType: 'application/json'`). */
export async function readJson<T extends object>(request: Request): Promise<Partial<T>> {
  try {
    const body = (await request.json()) as unknown;
    return typeof body === 'object' && body !== null ? (body as Partial<T>) : {};
  } catch {
    return {};
  }
}
