import { CartErrorCode, cartItemInputSchema, cartRoutes, cartVariantInputSchema } from './carts';

describe('cart contracts (storefront.md §7 Cart)', () => {
  it('a change sets the new quantity; 0 needs remove', () => {
    expect(cartVariantInputSchema.parse({ variantId: 'v1', quantity: 3, warehouse: 'wh-1' })).toEqual({
      variantId: 'v1',
      quantity: 3,
      warehouse: 'wh-1',
    });
    expect(cartVariantInputSchema.safeParse({ variantId: 'v1', quantity: 0 }).success).toBe(false);
    expect(cartVariantInputSchema.safeParse({ variantId: 'v1', quantity: 0, remove: true }).success).toBe(true);
    expect(cartVariantInputSchema.safeParse({ variantId: 'v1', quantity: -1, remove: true }).success).toBe(false);
    expect(cartVariantInputSchema.safeParse({ variantId: 'v1', quantity: 1.5 }).success).toBe(false);
  });

  it('trims picking notes and keeps null to clear them', () => {
    expect(cartVariantInputSchema.parse({ variantId: 'v1', quantity: 1, customerItemPickingNotes: '  chín vừa ' }).customerItemPickingNotes).toBe('chín vừa');
    expect(cartVariantInputSchema.parse({ variantId: 'v1', quantity: 1, customerItemPickingNotes: null }).customerItemPickingNotes).toBeNull();
  });

  it('builder ids are a comma list of up to 50 ids', () => {
    expect(cartRoutes.builder.query.parse({ ids: 'a, b,,c' })).toEqual({ ids: ['a', 'b', 'c'] });
    expect(cartRoutes.builder.query.safeParse({ ids: '' }).success).toBe(false);
    expect(cartRoutes.builder.query.safeParse({ ids: 'a;b' }).success).toBe(false);
  });

  it('bulk items add at least one unit', () => {
    expect(cartItemInputSchema.safeParse({ variantId: 'v1', quantity: 0 }).success).toBe(false);
    expect(cartRoutes.addVariantsByIds.body.safeParse({ ids: [] }).success).toBe(false);
  });

  it('error codes are UPPER_SNAKE strings', () => {
    for (const code of Object.values(CartErrorCode)) expect(code).toMatch(/^[A-Z_]+$/);
  });
});
