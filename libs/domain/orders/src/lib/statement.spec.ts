import fc from 'fast-check';
import {
  AGING_BUCKETS,
  agingBucket,
  agingSummary,
  allocatePayment,
  creditHoldReasons,
  daysPastDue,
  invoiceDueDate,
  openAmount,
  type StatementInvoice,
} from './statement';

const invoice = (id: string, invoiceDate: string, amount: number, paid = 0, terms = 30): StatementInvoice => ({
  id,
  invoiceDate,
  dueDate: invoiceDueDate(invoiceDate, terms),
  amount,
  paid,
});

describe('invoiceDueDate: Net N days', () => {
  it('adds the terms across months and years', () => {
    expect(invoiceDueDate('2026-11-15', 30)).toBe('2026-12-15');
    expect(invoiceDueDate('2026-12-20', 15)).toBe('2027-01-04');
    expect(invoiceDueDate('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('agingBucket', () => {
  it.each([
    ['2026-11-26', 'current'],
    ['2026-11-27', 'current'],
    ['2026-11-25', '1-30'],
    ['2026-10-27', '1-30'],
    ['2026-10-26', '31-60'],
    ['2026-09-27', '31-60'],
    ['2026-09-26', '61-90'],
    ['2026-08-28', '61-90'],
    ['2026-08-27', 'over-90'],
  ])('due %s on 2026-11-26 → %s', (due, bucket) => {
    expect(agingBucket(due, '2026-11-26')).toBe(bucket);
  });

  it('counts days past due, zero before', () => {
    expect(daysPastDue('2026-11-20', '2026-11-26')).toBe(6);
    expect(daysPastDue('2026-12-20', '2026-11-26')).toBe(0);
  });
});

describe('agingSummary', () => {
  it('puts each open amount in its bucket and leaves paid invoices out', () => {
    const summary = agingSummary(
      [
        invoice('a', '2026-11-20', 1_000_000),
        invoice('b', '2026-09-01', 2_000_000, 500_000),
        invoice('c', '2026-06-01', 3_000_000),
        invoice('d', '2026-06-01', 4_000_000, 4_000_000),
      ],
      '2026-11-26',
    );
    expect(summary).toEqual({ current: 1_000_000, '1-30': 0, '31-60': 1_500_000, '61-90': 0, 'over-90': 3_000_000 });
  });

  it('adds up to the open total (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ day: fc.integer({ min: 0, max: 400 }), amount: fc.integer({ min: 0, max: 10_000_000_000 }), paidShare: fc.integer({ min: 0, max: 100 }) })),
        (rows) => {
          const invoices = rows.map((row, index) => {
            const date = new Date(Date.UTC(2026, 0, 1) + row.day * 86_400_000).toISOString().slice(0, 10);
            return invoice(String(index), date, row.amount, Math.floor((row.amount * row.paidShare) / 100));
          });
          const summary = agingSummary(invoices, '2027-02-01');
          const total = AGING_BUCKETS.reduce((sum, bucket) => sum + summary[bucket], 0);
          expect(total).toBe(invoices.reduce((sum, inv) => sum + openAmount(inv), 0));
        },
      ),
    );
  });
});

describe('allocatePayment', () => {
  const invoices = [invoice('new', '2026-11-01', 1_000_000), invoice('old', '2026-09-01', 2_000_000, 500_000), invoice('paid', '2026-08-01', 700_000, 700_000)];

  it('settles the oldest open invoice first, part of the next with what is left', () => {
    expect(allocatePayment(2_000_000, invoices)).toEqual({
      allocations: [
        { invoiceId: 'old', amount: 1_500_000 },
        { invoiceId: 'new', amount: 500_000 },
      ],
      unapplied: 0,
    });
  });

  it('keeps to the invoices named, and says what was left over', () => {
    expect(allocatePayment(1_200_000, invoices, ['new'])).toEqual({ allocations: [{ invoiceId: 'new', amount: 1_000_000 }], unapplied: 200_000 });
  });

  it('never allocates more than paid or owed (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), (amount) => {
        const { allocations, unapplied } = allocatePayment(amount, invoices);
        const applied = allocations.reduce((sum, a) => sum + a.amount, 0);
        expect(applied + unapplied).toBe(amount);
        expect(applied).toBeLessThanOrEqual(2_500_000);
      }),
    );
  });
});

describe('creditHoldReasons', () => {
  it('holds an organisation over its limit or with an invoice over 90 days', () => {
    const asOf = '2026-11-26';
    expect(creditHoldReasons({ creditLimit: 10, outstanding: 10, invoices: [], asOf })).toEqual([]);
    expect(creditHoldReasons({ creditLimit: 10, outstanding: 11, invoices: [], asOf })).toEqual(['over_limit']);
    expect(creditHoldReasons({ creditLimit: 10, outstanding: 5, invoices: [invoice('x', '2026-06-01', 5)], asOf })).toEqual(['overdue_90']);
    expect(creditHoldReasons({ creditLimit: 10, outstanding: 0, invoices: [invoice('x', '2026-06-01', 5, 5)], asOf })).toEqual([]);
  });
});
