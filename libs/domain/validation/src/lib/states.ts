/**
 * US states by code, plus DC and PR (accounts.md §5 "State normaliser"): 50 states, the
 * District of Columbia and Puerto Rico.
 */
export const US_STATES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  PR: 'Puerto Rico',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
} as const;
export type UsStateCode = keyof typeof US_STATES;

/** Upper-case state name with single spaces → code, for the normaliser's name lookup. */
const US_STATE_CODE_BY_NAME: ReadonlyMap<string, UsStateCode> = new Map(
  (Object.entries(US_STATES) as [UsStateCode, string][]).map(([code, name]) => [
    name.toUpperCase(),
    code,
  ]),
);

/**
 * State normaliser (accounts.md §5): trims and collapses spaces; a 2-letter entry is upper-cased
 * (as the spec says, whether or not it is a US code); a full US state name in any case maps to
 * its code ('district of columbia' → 'DC'); anything else gives null.
 */
export function normalizeState(input: string | null | undefined): string | null {
  if (typeof input !== 'string') return null;
  const entry = input.trim().replace(/\s+/g, ' ');
  if (/^\p{L}{2}$/u.test(entry)) return entry.toUpperCase();
  return US_STATE_CODE_BY_NAME.get(entry.toUpperCase()) ?? null;
}

/** Whether a code is one of {@link US_STATES} (accounts.md §5 "State normaliser" list). */
export function isUsStateCode(code: string): code is UsStateCode {
  return Object.hasOwn(US_STATES, code);
}

/** Kind of a Malaysian region: one of 13 states or one of 3 federal territories. */
export type MalaysianStateKind = 'state' | 'federal-territory';

/** One Malaysian state or federal territory, with its ISO 3166-2:MY code. */
export interface MalaysianState {
  readonly code: string;
  readonly name: string;
  readonly kind: MalaysianStateKind;
}

/**
 * The 16 Malaysian states for address display (storefront.md intro,
 * `Limits.MALAYSIAN_STATE_COUNT`): 13 states and 3 federal territories, in ISO 3166-2:MY order.
 */
export const MALAYSIAN_STATES: readonly MalaysianState[] = [
  { code: 'MY-01', name: 'Johor', kind: 'state' },
  { code: 'MY-02', name: 'Kedah', kind: 'state' },
  { code: 'MY-03', name: 'Kelantan', kind: 'state' },
  { code: 'MY-04', name: 'Melaka', kind: 'state' },
  { code: 'MY-05', name: 'Negeri Sembilan', kind: 'state' },
  { code: 'MY-06', name: 'Pahang', kind: 'state' },
  { code: 'MY-07', name: 'Pulau Pinang', kind: 'state' },
  { code: 'MY-08', name: 'Perak', kind: 'state' },
  { code: 'MY-09', name: 'Perlis', kind: 'state' },
  { code: 'MY-10', name: 'Selangor', kind: 'state' },
  { code: 'MY-11', name: 'Terengganu', kind: 'state' },
  { code: 'MY-12', name: 'Sabah', kind: 'state' },
  { code: 'MY-13', name: 'Sarawak', kind: 'state' },
  { code: 'MY-14', name: 'Kuala Lumpur', kind: 'federal-territory' },
  { code: 'MY-15', name: 'Labuan', kind: 'federal-territory' },
  { code: 'MY-16', name: 'Putrajaya', kind: 'federal-territory' },
];
