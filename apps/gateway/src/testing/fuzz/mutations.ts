import fc from 'fast-check';

/**
 * Mutations of a valid request part: the ways a broken client, an old app version or an
 * attacker gets a body, query or path wrong. Each case applies one mutation at one place of
 * the valid value, so a failure points at what was changed.
 */
export const MUTATIONS = [
  'wrong-type',
  'missing-field',
  'extra-field',
  'huge-string',
  'deep-nesting',
  'number-edge',
  'unicode',
  'not-an-object',
] as const;
export type Mutation = (typeof MUTATIONS)[number];

/** A JSON path: object keys and array indexes from the root. */
type Path = readonly (string | number)[];

/** Every place in a JSON value, the root first. */
function placesOf(value: unknown, path: Path = []): Path[] {
  const places: Path[] = [path];
  if (Array.isArray(value)) value.forEach((item, index) => places.push(...placesOf(item, [...path, index])));
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) if (item !== undefined) places.push(...placesOf(item, [...path, key]));
  return places;
}

function at(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, step) => (node as Record<string | number, unknown>)?.[step], value);
}

/** `value` with the place at `path` replaced (a copy: generated values stay untouched for shrinking). */
function replaced(value: unknown, path: Path, next: (old: unknown) => unknown): unknown {
  if (path.length === 0) return next(value);
  const [step, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[step] = replaced(copy[step], rest, next);
  return copy;
}

const typeOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** Values of every JSON type; the mutation picks one whose type differs from what was there. */
const ANY_TYPE = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 8 }),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 2 }),
);

/** Keys a client could add hoping the server takes them: ownership, money, roles. */
const EXTRA_KEYS = fc.oneof(
  fc.constantFrom('id', 'userId', 'organizationId', 'price', 'total', 'role', 'accountLevel', 'isAdmin', 'status', 'constructor', 'toString'),
  fc.string({ maxLength: 12 }),
);

/**
 * Sizes past every schema's maximum: 5 000 characters is the longest field any contract
 * allows; 300 000 still fits under the 1 MiB body limit, 1.2 MB does not (413).
 */
const HUGE = fc.constantFrom(5_001, 70_000, 300_000, 1_200_000);

const NUMBER_EDGES = fc.constantFrom(-1, -0.5, 0.5, 1.5, 0, -0, -100, 1e308, -1e308, 2 ** 31, 2 ** 53, -(2 ** 53), 1e-9, 99_999_999_999);

/** Text that trips up text handling: combining marks, RTL overrides, emoji, lone surrogates. */
const UNICODE = fc.oneof(
  fc.constantFrom(
    'Tiếng Việt'.normalize('NFD'),
    '👩‍👩‍👧‍👦🛒',
    'ab\u202ecd',
    '\ufeffsữa',
    'a\u200bb',
    '\u2028\u2029',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
    'ｆｕｌｌ ｗｉｄｔｈ',
    'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
    '\ud800',
    'x\udfff',
    "'; DROP TABLE users; --",
    '<script>alert(1)</script>',
    '%00',
    '../../etc/passwd',
    ' ',
    '',
  ),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)), maxLength: 4 }),
);

/** A value nested `depth` deep, as objects or arrays. */
function nested(depth: number, asArray: boolean): unknown {
  let value: unknown = 'đáy';
  for (let i = 0; i < depth; i += 1) value = asArray ? [value] : { d: value };
  return value;
}

/**
 * Mutated versions of the valid values of `valid`. `text` is for query strings: their values
 * stay text (or lists of text) because that is all a URL can carry.
 */
export function mutatedArbitrary(valid: fc.Arbitrary<unknown>, text = false): fc.Arbitrary<{ mutation: Mutation; value: unknown }> {
  return fc
    .record({
      value: valid,
      mutation: fc.constantFrom(...MUTATIONS),
      pick: fc.nat(),
      other: ANY_TYPE,
      key: EXTRA_KEYS,
      extra: fc.jsonValue({ maxDepth: 1 }),
      huge: HUGE,
      hugeChar: fc.constantFrom('x', 'ệ', '🛒'),
      depth: fc.constantFrom(40, 400, 3_000),
      asArray: fc.boolean(),
      edge: NUMBER_EDGES,
      unicode: UNICODE,
    })
    .map((m) => {
      const places = placesOf(m.value);
      const choose = <T>(from: readonly T[]): T | undefined => from[m.pick % Math.max(from.length, 1)];
      const path = choose(places) ?? [];
      const asText = (value: unknown) => (text && typeof value !== 'string' && !Array.isArray(value) ? JSON.stringify(value) : value);
      // A URL has room for about 8 KB of query (Node refuses longer request heads with 431
      // before the gateway sees them), so query mutations stay below that.
      const huge = (text ? 6_000 : m.huge) / (m.hugeChar === 'x' ? 1 : 2);
      let value: unknown;
      switch (m.mutation) {
        case 'wrong-type': {
          const was = typeOf(at(m.value, path));
          const next = typeOf(m.other) === was ? (was === 'string' ? 7 : 'seven') : m.other;
          value = replaced(m.value, path, () => asText(next));
          break;
        }
        case 'missing-field': {
          const fields = places.filter((place) => place.length > 0 && typeof place[place.length - 1] === 'string');
          const field = choose(fields);
          value = field
            ? replaced(m.value, field.slice(0, -1), (parent) => {
                const copy = { ...(parent as Record<string, unknown>) };
                delete copy[field[field.length - 1] as string];
                return copy;
              })
            : undefined;
          break;
        }
        case 'extra-field': {
          const objects = places.filter((place) => typeOf(at(m.value, place)) === 'object');
          const target = choose(objects);
          value = target
            ? replaced(m.value, target, (parent) => ({ ...(parent as object), [m.key]: asText(m.extra) }))
            : { value: m.value, [m.key]: asText(m.extra) };
          break;
        }
        case 'huge-string':
          value = replaced(m.value, path, () => (m.pick % 5 === 0 && !text ? Array.from({ length: 20_000 }, () => 1) : m.hugeChar.repeat(huge)));
          break;
        case 'deep-nesting':
          value = replaced(m.value, path, () => (text ? '['.repeat(500) : nested(m.depth, m.asArray)));
          break;
        case 'number-edge': {
          const numbers = places.filter((place) => {
            const found = at(m.value, place);
            return typeof found === 'number' || (typeof found === 'string' && /^-?\d+(\.\d+)?$/.test(found));
          });
          value = replaced(m.value, choose(numbers) ?? path, () => (text ? String(m.edge) : m.edge));
          break;
        }
        case 'unicode': {
          const strings = places.filter((place) => typeof at(m.value, place) === 'string');
          value = replaced(m.value, choose(strings) ?? path, () => m.unicode);
          break;
        }
        case 'not-an-object':
          value = text ? { '': m.unicode } : m.other;
          break;
      }
      return { mutation: m.mutation, value };
    });
}
