import { listedVariantSchema } from '@gio/contracts';
import { listedVariantAnswer, plesPageAnswer } from '../../testing/catalogue-answers';
import { listedEntitiesOf, toListedVariant } from './listed-entities';

describe('GraphQL entries as product tiles show them', () => {
  it('a ListedVariant answer is a listed variant of the page-data contract', () => {
    const variant = toListedVariant(listedVariantAnswer('7'));
    expect(listedVariantSchema.safeParse(variant).error).toBeUndefined();
    expect(variant).toMatchObject({ id: '7', name: 'Sản phẩm 7', stockStatus: 'in-stock' });
  });

  it('reads an unknown stock state by whether the variant is in stock', () => {
    expect(toListedVariant(listedVariantAnswer('1', { stockStatus: 'soon' })).stockStatus).toBe(
      'in-stock',
    );
    expect(
      toListedVariant(listedVariantAnswer('1', { stockStatus: 'soon', inStock: false }))
        .stockStatus,
    ).toBe('out-of-stock');
    expect(toListedVariant(listedVariantAnswer('1', { stockStatus: 'limited' })).stockStatus).toBe(
      'limited',
    );
  });

  it('keeps the entries that have a variant, in order', () => {
    const page = plesPageAnswer(['1', '2', '3'], null);
    page.productListEntities[1] = { ...page.productListEntities[1]!, variant: null };
    expect(listedEntitiesOf(page).map((entry) => [entry.type, entry.id, entry.variant.id])).toEqual(
      [
        ['VARIANT', '1', '1'],
        ['VARIANT', '3', '3'],
      ],
    );
  });
});
