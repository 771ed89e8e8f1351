/**
 * C0 control characters and DEL, except tab, line feed and carriage return, which multi-line
 * fields (picking notes, delivery instructions) legitimately hold. PostgreSQL refuses U+0000
 * in text on both engines (a 500 if it reached a query), and no field of the shop has any use
 * for the others. Also the halves of a surrogate pair standing alone (`"\udc27"` in JSON): no
 * Unicode text holds one, and PostgreSQL's jsonb refuses their escape, so a name saved into an
 * audit entry was a 500 (found by the fuzzing of issue #21).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A value still to look at, and how it was reached (its parent's entry and its own key). */
interface Pending {
  readonly value: unknown;
  readonly parent: Pending | null;
  readonly key: string;
}

function pathOf(entry: Pending): string[] {
  const path: string[] = [];
  for (let at: Pending | null = entry; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path (`['address', 'city']`) of the first string in a request part, key or value, that
 * holds a control character, or null when there is none. Walks arrays and plain objects, so
 * fields a schema passes through unchecked are covered too. A loop, not recursion: it runs on
 * raw input before any schema, so a body nested thousands deep must cost one pass, not the stack.
 */
export function controlCharacterPath(value: unknown): string[] | null {
  const stack: Pending[] = [{ value, parent: null, key: '' }];
  for (let entry = stack.pop(); entry !== undefined; entry = stack.pop()) {
    const current = entry.value;
    if (typeof current === 'string') {
      if (CONTROL_CHARACTER.test(current)) return pathOf(entry);
    } else if (current !== null && typeof current === 'object') {
      const entries = Array.isArray(current)
        ? current.map((item, index) => [String(index), item] as const)
        : Object.entries(current);
      // A key is named by the object holding it: echoing the key would echo the character.
      if (!Array.isArray(current) && entries.some(([key]) => CONTROL_CHARACTER.test(key))) return pathOf(entry);
      // Pushed last to first, so that the first bad field in document order is the one named.
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, item] = entries[i] as readonly [string, unknown];
        stack.push({ value: item, parent: entry, key });
      }
    }
  }
  return null;
}
