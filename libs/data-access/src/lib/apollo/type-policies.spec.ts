import { gql } from '@apollo/client';
import { createCache, promotionBadgeCacheId, variantCacheId } from './type-policies';

describe('variantCacheId', () => {
  it('keys a variant by id', () => {
    expect(variantCacheId({ __typename: 'Variant', id: 'v1' })).toBe('Variant:v1');
    expect(variantCacheId({ __typename: 'Variant', id: 42 })).toBe('Variant:42');
  });

  it('keys a sponsored variant by id and impression id', () => {
    expect(variantCacheId({ id: 'v1', smartbrandImpression: 'imp-9' })).toBe(
      'Variant:{"id":"v1","smartbrandImpression":"imp-9"}',
    );
    expect(variantCacheId({ id: 'v1', smartbrandImpression: { impressionId: 'imp-9' } })).toBe(
      'Variant:{"id":"v1","smartbrandImpression":"imp-9"}',
    );
  });

  it('leaves a variant without id unnormalised', () => {
    expect(variantCacheId({ name: 'Gạo' })).toBeUndefined();
  });
});

describe('promotionBadgeCacheId', () => {
  it('keys a badge by promotionId, or not at all without one', () => {
    expect(promotionBadgeCacheId({ promotionId: 'tet-2025', text: '-20%' })).toBe(
      'PromotionBadge:tet-2025',
    );
    expect(promotionBadgeCacheId({ text: '-20%' })).toBeUndefined();
  });
});

describe('createCache type policies', () => {
  const LIST = gql`
    query Carousel {
      carousel {
        id
        name
        smartbrandImpression
        promotionBadges {
          promotionId
          text
        }
      }
    }
  `;

  it('keeps a sponsored slot apart from the organic tile of the same variant', () => {
    const cache = createCache();
    cache.writeQuery({
      query: LIST,
      data: {
        carousel: [
          {
            __typename: 'Variant',
            id: 'v1',
            name: 'Gạo',
            smartbrandImpression: 'imp-1',
            promotionBadges: [],
          },
          {
            __typename: 'Variant',
            id: 'v1',
            name: 'Gạo',
            smartbrandImpression: null,
            promotionBadges: [],
          },
        ],
      },
    });

    const store = cache.extract();
    expect(store['Variant:v1']).toMatchObject({ smartbrandImpression: null });
    expect(store['Variant:{"id":"v1","smartbrandImpression":"imp-1"}']).toMatchObject({
      smartbrandImpression: 'imp-1',
    });
    expect(cache.identify({ __typename: 'Variant', id: 'v1' })).toBe('Variant:v1');
  });

  it('stores a promotion badge shared by several variants once', () => {
    const cache = createCache();
    const badge = { __typename: 'PromotionBadge', promotionId: 'p1', text: 'Giảm 20%' };
    cache.writeQuery({
      query: LIST,
      data: {
        carousel: [
          {
            __typename: 'Variant',
            id: 'v1',
            name: 'A',
            smartbrandImpression: null,
            promotionBadges: [badge],
          },
          {
            __typename: 'Variant',
            id: 'v2',
            name: 'B',
            smartbrandImpression: null,
            promotionBadges: [badge],
          },
        ],
      },
    });

    const store = cache.extract();
    expect(store['PromotionBadge:p1']).toEqual(badge);
    expect(store['Variant:v1']?.['promotionBadges']).toEqual([{ __ref: 'PromotionBadge:p1' }]);
    expect(store['Variant:v2']?.['promotionBadges']).toEqual([{ __ref: 'PromotionBadge:p1' }]);
  });

  it('starts from the state the server render extracted', () => {
    const server = createCache();
    server.writeQuery({
      query: LIST,
      data: {
        carousel: [
          {
            __typename: 'Variant',
            id: 'v1',
            name: 'Gạo',
            smartbrandImpression: null,
            promotionBadges: [],
          },
        ],
      },
    });

    const browser = createCache(server.extract());

    expect(browser.readQuery({ query: LIST })).toEqual(server.readQuery({ query: LIST }));
  });
});
