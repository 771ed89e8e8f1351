/**
 * C0 control characters and DEL, except tab, line feed and carriage return, which multi-line
 * fields (picking notes, delivery instructions) legitimately hold. PostgreSQL refuses U+0000
 * in text on both engines (a 500 if it reached a query), and no field of the shop has any use
 * for the others.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * The path (`['address', 'city']`) of the first string in a request part, key or value, that
 * holds a control character, or null when there is none. Walks arrays and plain objects, so
 * fields a schema passes through unchecked are covered too.
 */
export function controlCharacterPath(value: unknown, path: readonly string[] = []): string[] | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? [...path] : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterPath(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      // A key is named by the object holding it: echoing the key would echo the character.
      if (CONTROL_CHARACTER.test(key)) return [...path];
      const found = controlCharacterPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
