import { ClientMessage } from '@gio/domain-enums';
import {
  checkOrderGid,
  checkPostOrderAttach,
  parseOrderGid,
  parsePostOrderAttach,
} from './order-checks';
import { DomainValidationError } from './result';

describe('order lookup guard (accounts.md §5 "Order lookup")', () => {
  it('accepts digit strings and non-negative integers, returning a string', () => {
    expect(parseOrderGid('12345')).toEqual({ ok: true, value: '12345' });
    expect(parseOrderGid(12345)).toEqual({ ok: true, value: '12345' });
    expect(parseOrderGid(0)).toEqual({ ok: true, value: '0' });
    expect(parseOrderGid('900719925474099312345')).toEqual({
      ok: true,
      value: '900719925474099312345',
    });
  });

  it.each([null, undefined, '', ' 12', '12a', '-1', '1.5', 1.5, -1, Number.NaN, Infinity, {}, [1]])(
    'rejects %p with "orderGid is null or undefined"',
    (gid) => {
      expect(parseOrderGid(gid)).toEqual({ ok: false, message: 'orderGid is null or undefined' });
    },
  );

  it('throwing form returns the gid or throws the spec message', () => {
    expect(checkOrderGid(7)).toBe('7');
    expect(() => checkOrderGid(null)).toThrow(
      new DomainValidationError(ClientMessage.ORDER_GID_MISSING),
    );
    expect(() => checkOrderGid('abc')).toThrow(DomainValidationError);
  });
});

describe('post-order attach guard (accounts.md §5 "Post-order attach")', () => {
  const variants = [{ variantId: 'v1', quantity: 1 }];

  it('passes with an order id and a non-empty variants array', () => {
    expect(parsePostOrderAttach('42', variants)).toEqual({
      ok: true,
      value: { orderId: '42', variants },
    });
    expect(parsePostOrderAttach(42, variants)).toEqual({
      ok: true,
      value: { orderId: '42', variants },
    });
  });

  it.each([
    ['no order id', undefined, variants],
    ['null order id', null, variants],
    ['blank order id', '  ', variants],
    ['zero order id', 0, variants],
    ['NaN order id', Number.NaN, variants],
    ['empty variants', '42', []],
    ['missing variants', '42', undefined],
    ['null variants', '42', null],
  ] as const)('rejects %s with "not enough data"', (_case, id, list) => {
    expect(parsePostOrderAttach(id, list)).toEqual({ ok: false, message: 'not enough data' });
  });

  it('rejects a variants value that is not an array', () => {
    const notArray = { length: 1 } as unknown as readonly unknown[];
    expect(parsePostOrderAttach('42', notArray)).toEqual({ ok: false, message: 'not enough data' });
  });

  it('throwing form returns the request or throws the spec message', () => {
    expect(checkPostOrderAttach('42', variants).orderId).toBe('42');
    expect(() => checkPostOrderAttach('42', [])).toThrow(ClientMessage.NOT_ENOUGH_DATA);
  });

  it('the thrown error is an Error named DomainValidationError', () => {
    try {
      checkPostOrderAttach(undefined, variants);
      throw new Error('expected a throw');
    } catch (error) {
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).name).toBe('DomainValidationError');
      expect((error as Error).message).toBe('not enough data');
    }
  });
});
