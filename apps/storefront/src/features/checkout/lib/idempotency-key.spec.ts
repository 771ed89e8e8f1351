import { IdempotencyKeys } from './idempotency-key';

describe('IdempotencyKeys (one key per attempt of the same checkout)', () => {
  it('reuses the key while the order stays the same and starts a new attempt when it changes', () => {
    let counter = 0;
    const keys = new IdempotencyKeys(() => `key-${++counter}`);
    expect(keys.keyFor('cart A, total 100')).toBe('key-1');
    expect(keys.keyFor('cart A, total 100')).toBe('key-1');
    expect(keys.keyFor('cart A, total 120')).toBe('key-2');
    expect(keys.keyFor('cart A, total 100')).toBe('key-3');
  });

  it('makes keys the server accepts by default (printable, unique)', () => {
    const first = new IdempotencyKeys().keyFor('a');
    const second = new IdempotencyKeys().keyFor('a');
    expect(first).toMatch(/^[\x21-\x7e]{8,200}$/);
    expect(first).not.toBe(second);
  });
});
