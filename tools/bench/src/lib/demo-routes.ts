/** A page of the demo shop a benchmark loads. */
export interface Route {
  readonly name: string;
  readonly path: string;
  /** LCP and CLS are measured for home, category and product pages. */
  readonly vitals: boolean;
}

async function json(url: string, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** Routes of the demo shop: a department, its first product, that product's brand, a search. */
export async function discoverRoutes(baseUrl: string): Promise<Route[]> {
  const categories = (await (
    await fetch(`${baseUrl}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ categories { gid path } }' }),
    })
  ).json()) as { data: { categories: { gid: string; path: string }[] } };
  const department = categories.data.categories[0];
  if (!department) throw new Error('the demo shop has no category');
  const ples = (await json(`${baseUrl}/api/product/ples?categoryGid=${department.gid}&limit=1`)) as {
    data: { productListEntities: { variant: { path: string } }[] };
  };
  const productPath = ples.data.productListEntities[0]?.variant.path;
  if (!productPath) throw new Error(`category ${department.gid} lists no product`);
  const product = (await json(`${baseUrl}${productPath}`, { isFromSPA: 'true' })) as {
    data: { variant: { product: { brand: { gid: string; slug: string } } } };
  };
  const brand = product.data.variant.product.brand;
  return [
    { name: 'home', path: '/', vitals: true },
    { name: 'category', path: department.path, vitals: true },
    { name: 'product', path: productPath, vitals: true },
    { name: 'search', path: '/products/search/sua%20tuoi', vitals: false },
    { name: 'brand', path: `/brand/${brand.gid}/${brand.slug}`, vitals: false },
    { name: 'not found', path: '/404', vitals: false },
  ];
}

