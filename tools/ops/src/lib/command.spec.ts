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

  it.each([
    [['advance', 'abc', 'DELIVERED']],
    [['advance', '12']],
    [['advance', '12', 'DELIVERED', '--track', 'warehouse']],
    [['show']],
    [['ship', '12']],
  ])('refuses %j', (args) => {
    expect(() => parseCommand(args)).toThrow(UsageError);
  });
});
