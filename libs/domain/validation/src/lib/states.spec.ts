import { Limits } from '@gio/domain-enums';
import { isUsStateCode, MALAYSIAN_STATES, normalizeState, US_STATES } from './states';

describe('normalizeState (accounts.md §5 "State normaliser")', () => {
  it('upper-cases a 2-letter entry', () => {
    expect(normalizeState('ca')).toBe('CA');
    expect(normalizeState(' Ny ')).toBe('NY');
    expect(normalizeState('dc')).toBe('DC');
  });

  it('upper-cases any 2-letter entry, as the spec says', () => {
    expect(normalizeState('zz')).toBe('ZZ');
  });

  it('maps a full US state name in any case to its code', () => {
    expect(normalizeState('California')).toBe('CA');
    expect(normalizeState('new   york')).toBe('NY');
    expect(normalizeState('  WEST VIRGINIA ')).toBe('WV');
  });

  it('includes DC and PR', () => {
    expect(normalizeState('District of Columbia')).toBe('DC');
    expect(normalizeState('Puerto Rico')).toBe('PR');
    expect(isUsStateCode('DC')).toBe(true);
    expect(isUsStateCode('PR')).toBe(true);
  });

  it('gives null for anything else', () => {
    expect(normalizeState('Californ')).toBeNull();
    expect(normalizeState('C')).toBeNull();
    expect(normalizeState('CAL')).toBeNull();
    expect(normalizeState('C1')).toBeNull();
    expect(normalizeState('')).toBeNull();
    expect(normalizeState(null)).toBeNull();
    expect(normalizeState(undefined)).toBeNull();
  });

  it('maps every listed name back to its code', () => {
    for (const [code, name] of Object.entries(US_STATES)) {
      expect(normalizeState(name)).toBe(code);
      expect(normalizeState(name.toLowerCase())).toBe(code);
    }
  });

  it('lists 50 states plus DC and PR', () => {
    expect(Object.keys(US_STATES)).toHaveLength(52);
    expect(isUsStateCode('XX')).toBe(false);
    expect(isUsStateCode('toString')).toBe(false);
  });
});

describe('MALAYSIAN_STATES (storefront.md: 16 states for address display)', () => {
  it('has 16 entries: 13 states and 3 federal territories', () => {
    expect(MALAYSIAN_STATES).toHaveLength(Limits.MALAYSIAN_STATE_COUNT);
    expect(MALAYSIAN_STATES.filter((state) => state.kind === 'state')).toHaveLength(13);
    expect(
      MALAYSIAN_STATES.filter((state) => state.kind === 'federal-territory').map(
        (territory) => territory.name,
      ),
    ).toEqual(['Kuala Lumpur', 'Labuan', 'Putrajaya']);
  });

  it('has unique codes and names', () => {
    expect(new Set(MALAYSIAN_STATES.map((state) => state.code)).size).toBe(16);
    expect(new Set(MALAYSIAN_STATES.map((state) => state.name)).size).toBe(16);
  });

  it('includes Selangor and Sarawak', () => {
    expect(MALAYSIAN_STATES.map((state) => state.name)).toEqual(
      expect.arrayContaining(['Selangor', 'Sarawak', 'Sabah', 'Pulau Pinang']),
    );
  });
});
