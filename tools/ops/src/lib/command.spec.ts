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

  it('reads pay with an organisation, an amount, a reference, the invoice orders and a date', () => {
    expect(parseCommand(['pay', 'org_demo_bep_nha_viet', '2500000', 'UNC 0042', '100000012', '--on', '2026-11-25'])).toEqual({
      kind: 'pay',
      organizationId: 'org_demo_bep_nha_viet',
      amount: 2_500_000,
      reference: 'UNC 0042',
      orderGids: ['100000012'],
      receivedOn: '2026-11-25',
    });
    expect(parseCommand(['pay', 'org_1', '10', 'ref'])).toEqual({ kind: 'pay', organizationId: 'org_1', amount: 10, reference: 'ref', orderGids: [] });
  });

  it.each([
    [['pay', 'org_1', '0', 'ref']],
    [['pay', 'org_1', '1.5', 'ref']],
    [['pay', 'org_1', '100']],
    [['pay', 'org_1', '100', 'ref', 'abc']],
    [['pay', 'org_1', '100', 'ref', '--on', '25/11/2026']],
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
