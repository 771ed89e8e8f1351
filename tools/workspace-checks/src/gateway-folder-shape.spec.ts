/**
 * One shape per gateway folder (apps/gateway/README.md "Folder shape"): `routes.ts` maps the
 * contract to a service, `*-service.ts` decides, `*-store.ts` holds the folder's SQL. This check
 * reads every non-test source of the gateway and fails when SQL appears outside a store (or
 * `db/`, which is the database itself, its generic helpers and its migrations).
 */
import { gatewaySources } from './gateway-sources';

/** A call that runs SQL, or the text of a statement. */
const SQL = /\.query\s*[<(]|[`'"]\s*(SELECT|INSERT INTO|UPDATE [a-z_]+ SET|DELETE FROM|WITH [a-z_]+ AS)\b/;


/** Gateway sources outside `db/` and the stores that run or hold SQL. */
export function filesWithSqlOutsideStores(): string[] {
  return gatewaySources()
    .filter(({ relative }) => !relative.startsWith('db/') && !relative.endsWith('-store.ts'))
    .filter(({ text }) => SQL.test(text))
    .map(({ relative }) => relative)
    .sort();
}

describe('the gateway folder shape', () => {
  it('finds SQL in a statement text and in a query call', () => {
    expect(SQL.test("await q.query<Row>('SELECT 1')")).toBe(true);
    expect(SQL.test('const text = `UPDATE users SET name = $1`;')).toBe(true);
    expect(SQL.test("const label = 'Select a delivery slot';")).toBe(false);
  });

  it('keeps SQL in stores', () => {
    expect(filesWithSqlOutsideStores()).toEqual([]);
  });
});
