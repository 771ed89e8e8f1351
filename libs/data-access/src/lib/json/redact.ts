/**
 * Error reports must not carry personal data: the spec logs the e-mail of a failed login or
 * join as `{email}` (accounts.md §7 "Generic JSON helper"), and passwords never. Rather than
 * list sensitive fields per call, every request body is reported by its shape only: each value
 * becomes `{fieldName}`, so a report says which fields were sent and nothing of what was in them.
 */
export function describeBody(body: unknown): unknown {
  return placeholder(body, 'body', 0);
}

const MAX_DEPTH = 4;

function placeholder(value: unknown, name: string, depth: number): unknown {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return `{${name}}[${value.length}]`;
  if (value !== null && typeof value === 'object' && depth < MAX_DEPTH) {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, placeholder(inner, key, depth + 1)]),
    );
  }
  return `{${name}}`;
}

// Loose on purpose: it only has to catch anything address-like in a URL or a server message.
const EMAIL_LIKE = /[^\s@"'<>()[\],;:/?&=]+@[^\s@"'<>()[\],;:/?&=]+\.[^\s@"'<>()[\],;:/?&=]+/g;
const ENCODED_EMAIL_LIKE =
  /[^\s@"'<>()[\],;:/?&=%]+%40[^\s@"'<>()[\],;:/?&=]+\.[^\s@"'<>()[\],;:/?&=]+/gi;

/** Replaces anything that looks like an e-mail address (plain or URL-encoded) with `{email}`. */
export function scrubEmails(text: string): string {
  return text.replace(EMAIL_LIKE, '{email}').replace(ENCODED_EMAIL_LIKE, '{email}');
}
