import { buildSchema } from 'graphql';
import { catalogueTypeDefs } from './catalogue-schema';
import { apiErrorSchema, ApiErrorCode } from './errors';
import { catalogueRoutes } from './rest';

describe('contracts', () => {
  it('the catalogue SDL builds and has the spec operations', () => {
    const schema = buildSchema(catalogueTypeDefs);
    const fields = Object.keys(schema.getQueryType()?.getFields() ?? {});
    expect(fields).toEqual(
      expect.arrayContaining([
        'plesByCategoryGid',
        'plesFullTextSearch',
        'plesByClassification',
        'plesBySoftCategoryType',
        'variantRelationships',
        'categories',
        'softCategories',
      ]),
    );
  });

  it('parses list ids and defaults of REST queries', () => {
    expect(catalogueRoutes.recentlyViewed.query.parse({ variantIds: 'a, b,,c' })).toEqual({ variantIds: ['a', 'b', 'c'] });
    expect(catalogueRoutes.variantsByValue.query.parse({})).toEqual({ limit: 12 });
    expect(catalogueRoutes.softCategoryProducts.query.parse({ inStockOnly: 'true' })).toMatchObject({ limit: 6, inStockOnly: true, isCarousel: false });
    expect(catalogueRoutes.search.query.safeParse({ sort: 'CHEAPEST' }).success).toBe(false);
    expect(catalogueRoutes.ples.query.safeParse({}).success).toBe(false);
  });

  it('has one error body shape', () => {
    expect(apiErrorSchema.parse({ error: { code: ApiErrorCode.ROUTE_NOT_FOUND, message: 'x' } }).error.code).toBe('ROUTE_NOT_FOUND');
  });
});
