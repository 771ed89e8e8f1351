import { startTestServer, type TestServer } from './testing/test-server';
import type { TestDatabase } from './testing/test-database';

const PLE_FIELDS = `productListEntities { type id variant { id gid name extendedName price priceDisplay inStock stockStatus
  product { gid name brand { name } categories { gid } } brand { gid name } fulfiller { name } fulfillerLocation { leadTime }
  warehouse { name } promotionBadge { text promotion { name } } promotionBadges { text } coupons { couponId value } } }
  pageInfo { endCursor hasNextPage }`;

describe('gateway over HTTP', () => {
  let server: TestServer & { database: TestDatabase };
  let departmentGid: string;
  let departmentPath: string;

  beforeAll(async () => {
    server = await startTestServer();
    const { body } = await server.graphql('{ categories { gid path children { gid } } }');
    departmentGid = body.data.categories[0].gid;
    departmentPath = body.data.categories[0].path;
  });

  afterAll(async () => {
    await server.close();
  });

  describe('core', () => {
    it('answers health once migrated', async () => {
      const res = await server.request('/api/health');
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('ok');
    });

    it('answers unknown /api routes with ROUTE_NOT_FOUND', async () => {
      const res = await server.request('/api/does-not-exist');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: { code: 'ROUTE_NOT_FOUND', message: 'No route GET /api/does-not-exist' } });
    });

    it('answers a malformed JSON body with 400 naming the body', async () => {
      const res = await server.request('/api/product/hide-banner', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: '{"bannerId":',
      });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
    });

    it('answers bad params with 400 naming the field, never 500', async () => {
      const limit = await server.request('/api/product/values/1/variants?limit=9999');
      expect(limit.status).toBe(400);
      expect(limit.body.error.field).toBe('query.limit');
      const body = await server.request('/api/product/hide-banner', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ bannerId: 42 }),
      });
      expect(body.status).toBe(400);
      expect(body.body.error.field).toBe('body.bannerId');
      const cursor = await server.request('/api/product/ples?categoryGid=' + departmentGid + '&cursor=garbage');
      expect(cursor.status).toBe(400);
      expect(cursor.body.error.field).toBe('cursor');
    });

    it('serves Prometheus metrics with the request histogram by route', async () => {
      await server.request('/api/health');
      const res = await server.request('/metrics');
      expect(res.status).toBe(200);
      expect(res.body).toContain('http_request_duration_seconds_bucket');
      expect(res.body).toContain('route="/api/health"');
      expect(res.body).toContain('process_cpu_user_seconds_total');
    });

    it('serves locales from @gio/i18n and 404s unknown ones as JSON', async () => {
      const vi = await server.request('/api/locales/vi/common.json');
      expect(vi.status).toBe(200);
      expect(vi.body.price.free).toBe('Miễn phí');
      const unknown = await server.request('/api/locales/fr/common.json');
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('NOT_FOUND');
    });

    it('serves generated SVG artwork with long cache headers', async () => {
      const variant = await server.graphql(`{ plesByCategoryGid(categoryGid: "${departmentGid}") { productListEntities { variant { images { original } } } } }`);
      const url: string = variant.body.data.plesByCategoryGid.productListEntities[0].variant.images[0].original;
      const res = await server.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/svg+xml');
      expect(res.headers.get('cache-control')).toContain('max-age=31536000');
      expect(res.body).toContain('<svg');
      expect((await server.request('/api/images/nope.svg')).status).toBe(404);
    });
  });

  describe('GraphQL catalogue', () => {
    it('pages plesByCategoryGid with cursors, default limit 6', async () => {
      const query = `query($gid: ID!, $cursor: String) { plesByCategoryGid(categoryGid: $gid, plesOptions: { cursor: $cursor }) { ${PLE_FIELDS} totalCount } }`;
      const first = await server.graphql(query, { gid: departmentGid });
      expect(first.body.errors).toBeUndefined();
      const page1 = first.body.data.plesByCategoryGid;
      expect(page1.productListEntities).toHaveLength(6);
      expect(page1.pageInfo.hasNextPage).toBe(true);
      expect(page1.totalCount).toBeGreaterThan(6);
      const second = await server.graphql(query, { gid: departmentGid, cursor: page1.pageInfo.endCursor });
      const page2 = second.body.data.plesByCategoryGid;
      const ids1 = page1.productListEntities.map((p: { id: string }) => p.id);
      const ids2 = page2.productListEntities.map((p: { id: string }) => p.id);
      expect(ids2.some((id: string) => ids1.includes(id))).toBe(false);
      expect(page1.productListEntities[0].variant.priceDisplay).toMatch(/₫/);
    });

    it('sorts by price and filters by brand', async () => {
      const res = await server.graphql(
        `query($gid: ID!) { plesByCategoryGid(categoryGid: $gid, plesOptions: { limit: 24, sort: PRICE_ASC }) { productListEntities { variant { price brand { gid } } } brandCounts { gid count } } }`,
        { gid: departmentGid },
      );
      const prices = res.body.data.plesByCategoryGid.productListEntities.map((p: { variant: { price: number } }) => p.variant.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const brand = res.body.data.plesByCategoryGid.brandCounts[0];
      const filtered = await server.graphql(
        `query($gid: ID!, $b: [ID!]) { plesByCategoryGid(categoryGid: $gid, plesOptions: { limit: 60, brands: $b }) { productListEntities { variant { brand { gid } } } } }`,
        { gid: departmentGid, b: [brand.gid] },
      );
      const brands = filtered.body.data.plesByCategoryGid.productListEntities.map((p: { variant: { brand: { gid: string } } }) => p.variant.brand.gid);
      expect(brands.length).toBe(Math.min(brand.count, 60));
      expect(new Set(brands)).toEqual(new Set([brand.gid]));
    });

    it('costs the same number of statements for 6 and 24 products (no N+1)', async () => {
      const count = async (limit: number) => {
        const before = server.db.statements;
        const res = await server.graphql(
          `query($gid: ID!, $limit: Int) { plesByCategoryGid(categoryGid: $gid, plesOptions: { limit: $limit }) { ${PLE_FIELDS} } }`,
          { gid: departmentGid, limit },
        );
        expect(res.body.data.plesByCategoryGid.productListEntities).toHaveLength(limit);
        return server.db.statements - before;
      };
      await count(6);
      const six = await count(6);
      const twentyFour = await count(24);
      expect(twentyFour).toBe(six);
      expect(six).toBeLessThanOrEqual(12);
    });

    it('answers an unknown category with NOT_FOUND', async () => {
      const res = await server.graphql('{ plesByCategoryGid(categoryGid: "999999") { pageInfo { hasNextPage } } }');
      expect(res.body.errors[0].extensions.code).toBe('NOT_FOUND');
    });

    it('searches with plesFullTextSearch and refuses short terms', async () => {
      const res = await server.graphql(
        '{ plesFullTextSearch(fulltextSearchOptions: { query: "sua" }, plesOptions: { limit: 24 }) { productListEntities { variant { name } } totalCount } }',
      );
      expect(res.body.data.plesFullTextSearch.productListEntities.length).toBeGreaterThan(0);
      const short = await server.graphql('{ plesFullTextSearch(fulltextSearchOptions: { query: "su" }) { totalCount } }');
      expect(short.body.errors[0].extensions.code).toBe('SEARCH_TERM_TOO_SHORT');
    });

    it('lists by classification, soft category type and relationships', async () => {
      const samples = await server.graphql('{ plesByClassification(classifications: [1], limit: 3) { productListEntities { variant { product { productType } } } } }');
      for (const ple of samples.body.data.plesByClassification.productListEntities) expect(ple.variant.product.productType).toBe(1);
      const soft = await server.graphql('{ softCategories { gid softCategoryType } }');
      expect(soft.body.data.softCategories.length).toBeGreaterThan(0);
      const best = await server.graphql('{ plesBySoftCategoryType(softCategoryType: "HOME_BEST_SELLERS", limit: 4) { productListEntities { id } } }');
      expect(best.body.data.plesBySoftCategoryType.productListEntities.length).toBeGreaterThan(0);
      const gid = (await server.graphql(`{ plesByCategoryGid(categoryGid: "${departmentGid}", plesOptions: { limit: 24 }) { productListEntities { variant { gid } } } }`))
        .body.data.plesByCategoryGid.productListEntities.map((p: { variant: { gid: string } }) => p.variant.gid);
      const rel = await server.graphql('query($ids: [ID!]!) { variantRelationships(variantIds: $ids) { _id type relatedVariant { gid } } }', { ids: gid });
      expect(rel.body.errors).toBeUndefined();
      for (const r of rel.body.data.variantRelationships) expect(r.type).toBe(6);
    });

    it('refuses batched requests, deep queries, alias floods and costly queries', async () => {
      const batched = await server.request('/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify([{ query: '{ categories { gid } }' }, { query: '{ categories { gid } }' }]),
      });
      expect(batched.status).toBe(400);
      expect(batched.body.error.code).toBe('BATCHED_REQUESTS_REFUSED');
      const deep = await server.graphql('{ categories { children { children { children { children { children { children { children { children { children { gid } } } } } } } } } } }');
      expect(deep.status).toBe(400);
      expect(deep.body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
      const aliases = Array.from({ length: 25 }, (_, i) => `a${i}: categories { gid }`).join(' ');
      expect((await server.graphql(`{ ${aliases} }`)).body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
      const costly = await server.graphql(
        `{ plesByCategoryGid(categoryGid: "${departmentGid}", plesOptions: { limit: 60 }) { productListEntities { variant { product { variants { product { variants { product { variants { gid } } } } } } } } } }`,
      );
      expect(costly.body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    });

    it('keeps Apollo CSRF prevention on', async () => {
      const res = await server.request('/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: '{"query":"{ categories { gid } }"}',
      });
      expect(res.status).toBe(400);
    });
  });

  describe('REST catalogue', () => {
    let variantGid: string;
    let productVariantGid: string;
    beforeAll(async () => {
      const res = await server.graphql(`{ plesByCategoryGid(categoryGid: "${departmentGid}", plesOptions: { limit: 60 }) { productListEntities { variant { gid product { variants { gid } } } } } }`);
      const ples = res.body.data.plesByCategoryGid.productListEntities;
      variantGid = ples[0].variant.gid;
      productVariantGid = ples.find((p: { variant: { product: { variants: unknown[] } } }) => p.variant.product.variants.length > 1)?.variant.gid ?? variantGid;
    });

    it('GET /api/categories/{id} with children and breadcrumbs', async () => {
      const res = await server.request(`/api/categories/${departmentGid}`);
      expect(res.status).toBe(200);
      expect(res.body.data.category.gid).toBe(departmentGid);
      expect(res.body.data.category.children.length).toBeGreaterThan(0);
      expect((await server.request('/api/categories/nope')).status).toBe(404);
    });

    it('GET /api/variant-by-id/{id} and its 404', async () => {
      const res = await server.request(`/api/variant-by-id/${variantGid}`);
      expect(res.body.data.variant.gid).toBe(variantGid);
      expect(res.body.data.variant.product.brand.name).toBeTruthy();
      expect((await server.request('/api/variant-by-id/0')).status).toBe(404);
    });

    it('GET /api/variant/complement/{id} answers empty when none', async () => {
      const none = await server.request('/api/variant/complement/0');
      expect(none.status).toBe(200);
      expect(none.body.data.variants).toEqual([]);
      expect((await server.request(`/api/variant/complement/${variantGid}`)).status).toBe(200);
    });

    it('related variants, soft category, recently viewed, values, gallery, fulfiller, expiration, ples', async () => {
      const related = await server.request(`/api/product/${variantGid}/softCategoryType/PDP_MODULE_RELATED_VARIANTS?limit=4`);
      expect(related.status).toBe(200);
      expect(related.body.data.productListEntities.length).toBeLessThanOrEqual(4);
      const soft = (await server.graphql('{ softCategories { gid } }')).body.data.softCategories[0].gid;
      const softList = await server.request(`/api/products/soft-category/${soft}?limit=3&inStockOnly=true&getSmartBrand=true&isCarousel=false`);
      expect(softList.status).toBe(200);
      for (const ple of softList.body.data.productListEntities) expect(ple.variant.inStock).toBe(true);
      const recent = await server.request(`/api/products/recently-viewed/data?variantIds=${productVariantGid},${variantGid},nope`);
      expect(recent.body.data.productListEntities.map((p: { variant: { gid: string } }) => p.variant.gid)).toEqual(
        productVariantGid === variantGid ? [variantGid] : [productVariantGid, variantGid],
      );
      const values = await server.request(`/api/product/values/${productVariantGid}/variants`);
      expect(values.status).toBe(200);
      for (const v of values.body.data.variants) expect(v.gid).not.toBe(productVariantGid);
      const gallery = await server.request(`/api/product/gallery-lists/${variantGid}/softCategoryIds/${soft}`);
      expect(gallery.body.data.lists).toHaveLength(1);
      const variant = (await server.request(`/api/variant-by-id/${variantGid}`)).body.data.variant;
      const fulfiller = await server.request(`/api/products/fufiller/${variant.fulfiller.gid}?exclude=${variantGid}`);
      expect(fulfiller.status).toBe(200);
      expect(fulfiller.body.data.productListEntities.map((p: { variant: { gid: string } }) => p.variant.gid)).not.toContain(variantGid);
      const expiration = await server.request(`/api/product/expiration/${variantGid}`);
      expect(expiration.body.data).toHaveProperty('expiration');
      const ples = await server.request(`/api/product/ples?categoryGid=${departmentGid}&limit=5`);
      expect(ples.body.data.productListEntities).toHaveLength(5);
      expect(ples.body.data.pageInfo.hasNextPage).toBe(true);
      expect((await server.request('/api/product/ples')).status).toBe(400);
    });

    it('search-no-results, top searches, web slug configs, interstitials', async () => {
      const noResults = await server.request('/api/product/search-no-results');
      expect(noResults.body.data.suggestions.length).toBeGreaterThan(0);
      const top = await server.request('/api/top-searches');
      expect(top.body.data.results.length).toBeGreaterThan(0);
      expect(top.body.data.results[0].path).toMatch(/^\/products\/search\//);
      const slug = departmentPath.split('/').pop();
      const configs = await server.request(`/api/web-slug-configs/data?slug=${slug}`);
      expect(configs.body.data.webSlugConfigs[0].path).toBe(departmentPath);
      expect((await server.request('/api/web-slug-configs/data')).status).toBe(400);
      const interstitial = await server.request('/api/interstitial?page=HOME');
      expect(interstitial.status).toBe(200);
      expect(Array.isArray(interstitial.body.data.interstitials)).toBe(true);
      expect((await server.request('/api/interstitial?page=NOPE')).status).toBe(400);
    });

    it('PUT /api/product/hide-banner keeps the banner hidden for that visitor only', async () => {
      const banners = await server.request('/api/banners?placement=HOME_SLIDER');
      const bannerId = banners.body.data.banners[0].id;
      const hide = await server.request('/api/product/hide-banner', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ bannerId }),
      });
      expect(hide.body.data.hiddenBannerIds).toEqual([bannerId]);
      // The visitor is the session's guest id; the helper keeps the session cookie like a browser.
      const mine = await server.request('/api/banners?placement=HOME_SLIDER');
      expect(mine.body.data.banners.map((b: { id: string }) => b.id)).not.toContain(bannerId);
      const others = await server.request('/api/banners?placement=HOME_SLIDER', { headers: { cookie: 'gio_session=another-visitor' } });
      expect(others.body.data.banners.map((b: { id: string }) => b.id)).toContain(bannerId);
    });
  });

  describe('search', () => {
    it('finds "Sữa" for "sua", whatever the accents', async () => {
      const plain = await server.request('/api/search/sua?limit=10');
      const accented = await server.request(`/api/search/${encodeURIComponent('Sữa')}?limit=10`);
      expect(plain.status).toBe(200);
      expect(plain.body.data.totalCount).toBeGreaterThan(0);
      expect(plain.body.data.productListEntities[0].variant.extendedName).toMatch(/sữa/i);
      expect(accented.body.data.totalCount).toBe(plain.body.data.totalCount);
    });

    it('tolerates one typo per word', async () => {
      const brand = (await server.request('/api/search/sua?limit=1')).body.data.productListEntities[0].variant.product.brand.name as string;
      const word = brand.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/đ/g, 'd');
      expect(word.length).toBeGreaterThanOrEqual(4);
      const typo = word.slice(0, -1) + (word.endsWith('x') ? 'y' : 'x');
      const res = await server.request(`/api/search/${encodeURIComponent(typo)}?limit=5`);
      expect(res.body.data.totalCount).toBeGreaterThan(0);
      expect(res.body.data.productListEntities.some((p: { variant: { product: { brand: { name: string } } } }) => p.variant.product.brand.name === brand)).toBe(true);
    });

    it('filters by brand and fulfilment, sorts, counts brands, cuts the seo term', async () => {
      const all = await server.request('/api/search/sua?limit=60&sort=PRICE_DESC');
      const prices = all.body.data.productListEntities.map((p: { variant: { price: number } }) => p.variant.price);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      const top = all.body.data.brandCounts[0];
      const filtered = await server.request(`/api/search/sua?brands=${top.gid}&limit=60`);
      expect(filtered.body.data.totalCount).toBe(top.count);
      expect(all.body.data.brandMatches.length).toBeLessThanOrEqual(3);
      const pickup = await server.request('/api/search/sua?fulfillment=IN_STORE_PICKUP&limit=60');
      expect(pickup.status).toBe(200);
      expect(pickup.body.data.totalCount).toBeLessThanOrEqual(all.body.data.totalCount);
      const long = 'sua '.repeat(30).trim();
      const seo = (await server.request(`/api/search/${encodeURIComponent(long)}`)).body.data.seo;
      expect(seo.title).toContain(`${long.slice(0, 21)}…`);
    });

    it('refuses terms of 2 characters or fewer with SEARCH_TERM_TOO_SHORT', async () => {
      const res = await server.request('/api/search/ab');
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('SEARCH_TERM_TOO_SHORT');
    });
  });

  describe('page data', () => {
    const spa = { headers: { isFromSPA: 'true' } };

    it('home, category, child page, redirect and not-found', async () => {
      const home = await server.request('/', spa);
      expect(home.body.data.page).toBe('home');
      expect(home.body.data.defaultCategoryPath).toBe(departmentPath);
      const category = await server.request(departmentPath, spa);
      const payload = category.body.data.payload;
      expect(Object.keys(payload).sort()).toEqual(['banner', 'brandTexts', 'isTopPicksPage', 'pagination', 'products', 'sampleTopPicksId', 'seo']);
      expect(payload.pagination.paginationApiUrl).toBe(`${departmentPath}/2/24`);
      const page2 = await server.request(`${departmentPath}/2/24`, spa);
      expect(page2.body.data.payload.pagination.page).toBe(2);
      const redirect = await server.request(`/products/wrong/${departmentGid}/wrong-slug`, spa);
      expect(redirect.body).toEqual({ redirect: departmentPath });
      const missing = await server.request('/products/x/999999/y', spa);
      expect(missing.status).toBe(404);
      expect(missing.body.data.page).toBe('not-found');
      const link = await server.request(`/products/category/${departmentGid}/anything`, spa);
      expect(link.body).toEqual({ redirect: departmentPath });
    });

    it('home page data inlines the first screen only: the first product slider, the menu top level', async () => {
      const home = (await server.request('/', spa)).body.data;
      const sliders = home.modules.filter(
        (m: { productListEntities: unknown[]; deferredProducts: unknown }) => m.productListEntities.length > 0 || m.deferredProducts,
      );
      expect(sliders.length).toBeGreaterThan(1);
      expect(sliders[0].productListEntities.length).toBeGreaterThan(0);
      expect(sliders[0].deferredProducts).toBeNull();
      for (const deferred of sliders.slice(1)) {
        expect(deferred.productListEntities).toEqual([]);
        // Each deferred slider names a call of the product-list API that answers its products.
        const { source, limit } = deferred.deferredProducts;
        const url =
          'fulfillerGid' in source
            ? `/api/products/fufiller/${source.fulfillerGid}?limit=${limit}`
            : `/api/product/ples?${new URLSearchParams({ ...source, limit: String(limit) })}`;
        const answer = await server.request(url);
        expect(answer.status).toBe(200);
        expect(answer.body.data.productListEntities.length).toBeGreaterThan(0);
      }
      // Category tiles carry what a tile shows, not the whole category.
      const tiles = home.modules.find((m: { categories: unknown[] }) => m.categories.length > 0);
      expect(Object.keys(tiles.categories[0]).sort()).toEqual(['displayName', 'gid', 'id', 'image', 'name', 'path', 'slug']);
      expect(home.categoryTree.length).toBeGreaterThan(0);
      for (const top of home.categoryTree) expect(top.children).toEqual([]);
      const tree = (await server.request(`/api/categories/${home.categoryRootGid}`)).body.data.category;
      expect(tree.children.map((c: { gid: string }) => c.gid)).toEqual(
        expect.arrayContaining(home.categoryTree.map((c: { gid: string }) => c.gid)),
      );
    });

    it('product page with slug redirect, search pages, brand, text, module, highlight, action', async () => {
      const variant = (await server.request(`/api/product/ples?categoryGid=${departmentGid}&limit=1`)).body.data.productListEntities[0].variant;
      const product = await server.request(variant.path, spa);
      expect(product.body.data.page).toBe('product');
      expect((await server.request(`/product/${variant.gid}/wrong`, spa)).body).toEqual({ redirect: variant.path });
      expect((await server.request('/products/search', spa)).body.data.topSearches.length).toBeGreaterThan(0);
      const search = await server.request('/products/search/sua', spa);
      expect(search.body.data.payload.products.length).toBeGreaterThan(0);
      expect((await server.request('/products/search/sua/2/24', spa)).body.data.payload.pagination.page).toBe(2);
      const brand = variant.product.brand;
      expect((await server.request(`/brand/${brand.gid}/${brand.slug}`, spa)).body.data.kind).toBe('brand');
      expect((await server.request(`/brand/${brand.gid}/nope`, spa)).body).toEqual({ redirect: `/brand/${brand.gid}/${brand.slug}` });
      const slugOf = async (type: string) =>
        (await server.database.db.query<{ slug: string; gid?: string; id: string }>(`SELECT * FROM ${type} LIMIT 1`)).rows[0]!;
      const text = await slugOf('text_pages');
      expect((await server.request(`/t/${text.slug}`, spa)).body.data.page).toBe('text');
      const modulePage = await slugOf('module_pages');
      expect((await server.request(`/m/${modulePage.slug}`, spa)).body.data.page).toBe('module');
      const highlight = await slugOf('highlight_lists');
      expect((await server.request(`/products/highlight/${highlight.gid}/${highlight.slug}`, spa)).body.data.kind).toBe('highlight');
      const action = await slugOf('action_lists');
      const actionPage = await server.request(`/products/action/${action.id}?title=Deal`, spa);
      expect(actionPage.body.data.title).toBe('Deal');
      expect((await server.request('/t/nope', spa)).status).toBe(404);
    });

    it('answers HTML with title, canonical and inlined data without the header', async () => {
      const res = await server.request(departmentPath);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.body).toContain('<link rel="canonical"');
      expect(res.body).toContain('id="__PAGE_DATA__"');
      const redirect = await server.request(`/products/wrong/${departmentGid}/wrong`);
      expect(redirect.status).toBe(301);
      expect(redirect.headers.get('location')).toBe(departmentPath);
      const missing = await server.request('/no/such/page');
      expect(missing.status).toBe(404);
      expect(missing.body).toContain('<title>');
    });
  });

  describe('production mode', () => {
    it('turns introspection and field suggestions off', async () => {
      const prod = await startTestServer({ nodeEnv: 'production' }, server.database);
      try {
        const introspection = await prod.graphql('{ __schema { types { name } } }');
        expect(introspection.body.errors).toBeDefined();
        const typo = await prod.graphql('{ categorie { gid } }');
        expect(JSON.stringify(typo.body.errors)).not.toContain('Did you mean');
      } finally {
        await prod.close();
      }
      const dev = await server.graphql('{ categorie { gid } }');
      expect(JSON.stringify(dev.body.errors)).toContain('Did you mean');
    });
  });
});
