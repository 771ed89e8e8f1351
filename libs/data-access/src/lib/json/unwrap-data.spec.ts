import { type DataEnvelope, unwrapData } from './unwrap-data';

describe('unwrapData', () => {
  it('gives the data field', () => {
    expect(unwrapData({ data: { order: { gid: 'o1' } } })).toEqual({ order: { gid: 'o1' } });
  });

  it('keeps falsy but present data', () => {
    expect(unwrapData({ data: 0 })).toBe(0);
    expect(unwrapData({ data: false })).toBe(false);
  });

  it('rejects with the response itself when data is missing or null', async () => {
    // Typed the way a call declares its answer: `data` may be absent, an error may be present.
    type AddressAnswer = DataEnvelope<{ id: string }> & { error?: unknown; redirect?: string };
    const missing: AddressAnswer = { error: { code: 585, message: 'B2B location unsupported' } };
    const empty: AddressAnswer = { data: null, redirect: '/login' };

    await expect(Promise.resolve(missing).then(unwrapData)).rejects.toBe(missing);
    await expect(Promise.resolve(empty).then(unwrapData)).rejects.toBe(empty);
  });
});
