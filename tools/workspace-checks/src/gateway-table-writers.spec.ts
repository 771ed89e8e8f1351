/**
 * One writer per table that holds money or stock (apps/gateway/README.md "One writer per
 * table"): checkout, cancellation, the hosted-page sweeps, loyalty, games and invites change
 * stock, users, credit and vouchers through one store each, whose named operations keep the
 * table's rules in one place. This check reads every non-test gateway source and fails when a
 * statement that writes one of these tables appears anywhere else. Migrations are the schema's
 * own history and are not read.
 */
import { gatewaySources } from './gateway-sources';

const writes = (table: string): RegExp =>
  new RegExp(`\\b(INSERT\\s+INTO|UPDATE|DELETE\\s+FROM)\\s+${table}\\b`, 'i');

/** Each guarded table, how a write to it reads, and its one writer. */
const WRITERS: readonly { table: string; statement: RegExp; writer: string }[] = [
  {
    table: 'variants.available_count',
    statement: /\bavailable_count\s*=(?!=)/i,
    writer: 'catalogue/stock-store.ts',
  },
  { table: 'users', statement: writes('users'), writer: 'users/user-store.ts' },
  {
    table: 'user_credit_entries',
    statement: writes('user_credit_entries'),
    writer: 'credit/credit-store.ts',
  },
  { table: 'vouchers', statement: writes('vouchers'), writer: 'loyalty/voucher-store.ts' },
  {
    table: 'organization_audit_log',
    statement: writes('organization_audit_log'),
    writer: 'audit/audit-store.ts',
  },
];

const sources = gatewaySources().filter(({ relative }) => !relative.startsWith('db/migrations/'));

describe('the write patterns', () => {
  it('see a write across lines and leave reads alone', () => {
    const users = writes('users');
    expect(users.test('UPDATE users\n   SET first_name = $2')).toBe(true);
    expect(users.test('INSERT INTO users (id) VALUES ($1)')).toBe(true);
    expect(users.test('SELECT id FROM users WHERE id = $1')).toBe(false);
    expect(users.test('UPDATE users_sessions SET x = 1')).toBe(false);
    const stock = WRITERS[0]!.statement;
    expect(stock.test('SET available_count = available_count - $2')).toBe(true);
    expect(stock.test('WHERE available_count >= $2')).toBe(false);
  });
});

describe.each(WRITERS)('$table', ({ statement, writer }) => {
  it(`is written only by ${writer}`, () => {
    const writers = sources.filter(({ text }) => statement.test(text)).map((s) => s.relative);
    expect(writers).toEqual([writer]);
  });
});
