import { InMemoryCache } from '@apollo/client';
import { catalogueTypeDefs } from '@gio/contracts';
import { buildSchema, validate } from 'graphql';
import { CATALOGUE_OPERATIONS, PLES_BY_CATEGORY_GID } from './operations';
import { createTypePolicies } from './type-policies';

describe('typed catalogue operations against the gateway SDL', () => {
  const schema = buildSchema(catalogueTypeDefs);

  it.each(CATALOGUE_OPERATIONS.map((document) => [document.definitions[0], document] as const))(
    'validates %#',
    (_definition, document) => {
      expect(validate(schema, document).map((error) => error.message)).toEqual([]);
    },
  );

  it('the cache concatenates pages of the SDL shape (productListEntities, pageInfo.endCursor)', () => {
    const cache = new InMemoryCache({ typePolicies: createTypePolicies() });
    const entity = (id: string) => ({
      __typename: 'ProductListEntity' as const,
      type: 'VARIANT' as const,
      id,
      variant: null,
    });
    const write = (cursor: string | null, ids: string[], endCursor: string | null) =>
      cache.writeQuery({
        query: PLES_BY_CATEGORY_GID,
        variables: { categoryGid: '102', plesOptions: cursor ? { limit: 2, cursor } : { limit: 2 } },
        data: {
          plesByCategoryGid: {
            __typename: 'PlesPage' as const,
            productListEntities: ids.map(entity),
            pageInfo: { __typename: 'PageInfo' as const, endCursor, hasNextPage: endCursor !== null },
            totalCount: 3,
          },
        },
      });
    write(null, ['a', 'b'], 'c1');
    write('c1', ['c'], null);
    const data = cache.readQuery({
      query: PLES_BY_CATEGORY_GID,
      variables: { categoryGid: '102', plesOptions: { limit: 2 } },
    });
    expect(data?.plesByCategoryGid.productListEntities.map((e) => e.id)).toEqual(['a', 'b', 'c']);
    expect(data?.plesByCategoryGid.pageInfo.endCursor).toBeNull();
  });
});
