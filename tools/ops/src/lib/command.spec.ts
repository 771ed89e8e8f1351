import { UsageError, parseCommand } from './command';

describe('parseCommand', () => {
  it('reads show and advance, with the fulfilment track by default', () => {
    expect(parseCommand(['show', '100000012'])).toEqual({ kind: 'show', orderGid: '100000012' });
    expect(parseCommand(['advance', '100000012', 'DELIVERED'])).toEqual({
      kind: 'advance',
      orderGid: '100000012',
      to: 'DELIVERED',
      track: 'fulfillment',
    });
    expect(parseCommand(['advance', '7', '--track', 'shipment', 'FAILED'])).toEqual({
      kind: 'advance',
      orderGid: '7',
      to: 'FAILED',
      track: 'shipment',
    });
    expect(parseCommand([])).toEqual({ kind: 'help' });
  });

  it('reads write-off with a quantity and reprice with a price', () => {
    expect(parseCommand(['write-off', 'var_00012', '3'])).toEqual({ kind: 'write-off', variantId: 'var_00012', quantity: 3 });
    expect(parseCommand(['reprice', 'var_00012', '45000'])).toEqual({ kind: 'reprice', variantId: 'var_00012', price: 45000 });
    expect(() => parseCommand(['reprice', 'var_1', '0'])).toThrow('price must be a whole number from 1');
    expect(() => parseCommand(['write-off', 'var_1'])).toThrow('write-off takes a variant id and a quantity');
  });

  it('reads restock with a variant id and a whole quantity', () => {
    expect(parseCommand(['restock', 'var_00012', '24'])).toEqual({ kind: 'restock', variantId: 'var_00012', quantity: 24 });
  });

  it.each([
    [['advance', 'abc', 'DELIVERED']],
    [['advance', '12']],
    [['advance', '12', 'DELIVERED', '--track', 'warehouse']],
    [['show']],
    [['ship', '12']],
    [['restock', 'var_1']],
    [['restock', 'var_1', '0']],
    [['restock', 'var_1', '-3']],
    [['restock', 'var_1', '1.5']],
    [['restock', 'var 1', '2']],
  ])('refuses %j', (args) => {
    expect(() => parseCommand(args)).toThrow(UsageError);
  });
});
