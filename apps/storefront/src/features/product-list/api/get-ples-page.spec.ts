import { fakeGraphql, plesPageAnswer } from '../../../testing/fake-graphql';
import { variantFixture } from '../../../testing/fixtures';
import { categoryPlesList, searchPlesList } from '../lib/ples-list';
import { getPlesPage } from './get-ples-page';

const product = (n: number) =>
  variantFixture({ gid: `v-${n}`, slug: `san-pham-${n}`, name: `Sản phẩm ${n}` });

/** A list of six, two per page: cursor cN answers products 2N+1 and 2N+2, c2 being the last. */
function gateway() {
  return fakeGraphql((_operation, variables) => {
    const cursor = (variables['plesOptions'] as { cursor: string }).cursor;
    const n = Number(cursor.slice(1));
    const page = plesPageAnswer(
      [product(2 * n + 1), product(2 * n + 2)],
      n < 2 ? `c${n + 1}` : null,
      6,
    );
    return 'categoryGid' in variables ? { plesByCategoryGid: page } : { plesFullTextSearch: page };
  });
}

const ids = (entries: { id: string }[]) => entries.map((entry) => entry.id);

describe('getPlesPage (load more through Apollo Client)', () => {
  const list = categoryPlesList('c-sua', 2, []);

  it('asks the network for each cursor and answers the pages concatenated since the start', async () => {
    const { client, calls } = gateway();

    const first = await getPlesPage(list, 'c0', { restart: true }, client);
    const second = await getPlesPage(list, 'c1', { restart: false }, client);
    const last = await getPlesPage(list, 'c2', { restart: false }, client);

    expect(ids(first.entries)).toEqual(['id-v-1', 'id-v-2']);
    expect(ids(second.entries)).toEqual(['id-v-1', 'id-v-2', 'id-v-3', 'id-v-4']);
    expect(ids(last.entries)).toHaveLength(6);
    expect([first.endCursor, second.endCursor, last.endCursor]).toEqual(['c1', 'c2', null]);
    expect(last.hasNextPage).toBe(false);
    expect(last.totalCount).toBe(6);
    expect(calls.map((call) => call.variables)).toEqual([
      { categoryGid: 'c-sua', plesOptions: { limit: 2, cursor: 'c0' } },
      { categoryGid: 'c-sua', plesOptions: { limit: 2, cursor: 'c1' } },
      { categoryGid: 'c-sua', plesOptions: { limit: 2, cursor: 'c2' } },
    ]);
  });

  it('asks again for a page it has (the cache key has no cursor) and a restart starts the list afresh', async () => {
    const { client, calls } = gateway();
    await getPlesPage(list, 'c0', { restart: true }, client);
    await getPlesPage(list, 'c1', { restart: false }, client);

    // The same category shown again from its second page (another history entry, a reload).
    const again = await getPlesPage(list, 'c1', { restart: true }, client);

    expect(calls).toHaveLength(3);
    expect(ids(again.entries)).toEqual(['id-v-3', 'id-v-4']);
    expect(again.endCursor).toBe('c2');
  });

  it('keeps lists of other arguments apart', async () => {
    const { client } = gateway();
    const withBrand = categoryPlesList('c-sua', 2, ['b-dlm']);
    const search = searchPlesList('sữa', {
      range: 2,
      sort: 'RELEVANCE',
      brands: [],
      fulfillment: null,
    });
    await getPlesPage(list, 'c0', { restart: true }, client);
    await getPlesPage(list, 'c1', { restart: false }, client);

    const other = await getPlesPage(withBrand, 'c1', { restart: true }, client);
    const found = await getPlesPage(search, 'c0', { restart: true }, client);
    const continued = await getPlesPage(list, 'c2', { restart: false }, client);

    expect(ids(other.entries)).toEqual(['id-v-3', 'id-v-4']);
    expect(ids(found.entries)).toEqual(['id-v-1', 'id-v-2']);
    expect(ids(continued.entries)).toHaveLength(6);
  });

  it('rejects when the gateway fails, for the caller to fall back', async () => {
    const { client } = fakeGraphql(() => Promise.reject(new Error('down')));
    await expect(getPlesPage(list, 'c0', { restart: true }, client)).rejects.toThrow();
  });
});
