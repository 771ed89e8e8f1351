import type { VariantView } from '@gio/contracts';
import {
  createApolloClient,
  type ListedVariantFragment,
  type PlesPageFieldsFragment,
} from '@gio/data-access';

/** One GraphQL request the fake gateway received. */
export interface GraphqlCall {
  url: string;
  operationName: string;
  variables: Record<string, unknown>;
  headers: Record<string, string>;
}

/** What the fake answers for an operation: its `data`, or an error to reject with. */
export type GraphqlAnswer = (
  operationName: string,
  variables: Record<string, unknown>,
) => unknown | Promise<unknown>;

/**
 * A real Apollo Client (data-access `createApolloClient`: links, type policies) over a fake
 * `fetch` that answers each operation from `answer`; every request is recorded. A rejected
 * answer becomes a 500 with a GraphQL error, as the gateway sends one.
 */
export function fakeGraphql(answer: GraphqlAnswer) {
  const calls: GraphqlCall[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const body = JSON.parse(String(init?.body)) as {
      operationName: string;
      variables?: Record<string, unknown>;
    };
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    calls.push({
      url: String(input),
      operationName: body.operationName,
      variables: body.variables ?? {},
      headers,
    });
    try {
      const data = await answer(body.operationName, body.variables ?? {});
      return new Response(JSON.stringify({ data }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    } catch (error) {
      return new Response(
        JSON.stringify({ errors: [{ message: String(error), extensions: { code: 'INTERNAL' } }] }),
        { status: 500, headers: { 'content-type': 'application/json' } },
      );
    }
  };
  const client = createApolloClient({
    fetch: fetchImpl as typeof fetch,
    getCsrfToken: () => 'csrf-test',
  });
  return { client, calls };
}

/** A variant as the `ListedVariant` fragment answers it, from a page-data fixture. */
export function listedVariantAnswer(variant: VariantView): ListedVariantFragment {
  const badge = (b: VariantView['promotionBadges'][number]) => ({
    __typename: 'PromotionBadge' as const,
    id: b.id,
    promotionId: b.promotionId,
    text: b.text,
    altText: b.altText,
    showInPLE: b.showInPLE,
    showInPDP: b.showInPDP,
    url: b.url,
    endDate: b.endDate,
  });
  return {
    __typename: 'Variant',
    _id: variant._id,
    id: variant.id,
    gid: variant.gid,
    slug: variant.slug,
    path: variant.path,
    name: variant.name,
    extendedName: variant.extendedName,
    brandingText: variant.brandingText,
    extendedInfoText: variant.extendedInfoText,
    images: variant.images.map((image) => ({ __typename: 'Image', ...image })),
    imageAltText: variant.imageAltText,
    price: variant.price,
    salePrice: variant.salePrice,
    standardPrice: variant.standardPrice,
    salePercentage: variant.salePercentage,
    unitPrice: variant.unitPrice,
    unitPriceBase: variant.unitPriceBase,
    unitCount: variant.unitCount,
    unitType: variant.unitType,
    state: variant.state,
    availableCount: variant.availableCount,
    maxCartQuantity: variant.maxCartQuantity,
    inStock: variant.inStock,
    stockStatus: variant.stockStatus,
    fulfillmentMethodType: variant.fulfillmentMethodType,
    fulfillerType: variant.fulfillerType,
    fulfillerLocation: { __typename: 'FulfillerLocation', ...variant.fulfillerLocation },
    warehouse: { __typename: 'Warehouse', ...variant.warehouse },
    promotionBadge: variant.promotionBadge ? badge(variant.promotionBadge) : null,
    promotionBadges: variant.promotionBadges.map(badge),
    excludedFromBackInStockNotification: variant.excludedFromBackInStockNotification,
    product: {
      __typename: 'Product',
      _id: variant.product._id,
      id: variant.product.id,
      gid: variant.product.gid,
      slug: variant.product.slug,
      name: variant.product.name,
      isAgeGated: variant.product.isAgeGated,
      productType: variant.product.productType,
      sampleAllowedCount: variant.product.sampleAllowedCount,
      brand: {
        __typename: 'Brand',
        id: variant.product.brand.id,
        gid: variant.product.brand.gid,
        slug: variant.product.brand.slug,
        name: variant.product.brand.name,
      },
    },
  };
}

/** A `PlesPage` answer of these variants, ending at `endCursor` (null: the last page). */
export function plesPageAnswer(
  variants: readonly VariantView[],
  endCursor: string | null,
  totalCount: number | null = null,
): PlesPageFieldsFragment {
  return {
    __typename: 'PlesPage',
    productListEntities: variants.map((variant) => ({
      __typename: 'ProductListEntity',
      type: 'VARIANT',
      id: variant.id,
      variant: listedVariantAnswer(variant),
    })),
    pageInfo: { __typename: 'PageInfo', endCursor, hasNextPage: endCursor !== null },
    totalCount,
  };
}
