import { readSiteConfig } from '@gio/shell';
import { fillTemplate } from '../lib/document-template';
import {
  categoryPageFixture,
  notFoundFixture,
  productPageFixture,
  searchPageFixture,
} from '../testing/fixtures';
import { render } from './render';

const TEMPLATE = `<!doctype html><html lang="<!--app-lang-->"><head><!--app-csrf--><!--app-head--></head>
<body><div id="root"><!--app-html--></div><script id="__PAGE_DATA__" type="application/json"><!--app-data--></script></body></html>`;

describe('server render()', () => {
  it('renders the page with its head: title, description and absolute canonical link', async () => {
    const data = categoryPageFixture();
    const result = await render('https://gio.vn/products/do-uong/c-sua/sua', data, {
      csrfToken: 'tok',
    });
    expect(result.status).toBe(200);
    expect(result.head).toContain('<title>Sữa | Giỏ</title>');
    expect(result.head).toContain('<meta name="description" content="Sữa | Giỏ: mô tả">');
    expect(result.head).toContain(
      '<link rel="canonical" href="https://gio.vn/products/do-uong/c-sua/sua">',
    );
    expect(result.html).toContain('<h1 class="sf-page__title">Sữa các loại</h1>');
    expect(result.html).toContain('Sữa chua có đường');
  });

  it('accepts the { data } envelope of the page-data answer and a bare path', async () => {
    const result = await render('/products/do-uong/c-sua/sua', { data: categoryPageFixture() });
    expect(result.head).toContain('<link rel="canonical" href="/products/do-uong/c-sua/sua">');
    expect(result.html).toContain('Sữa các loại');
  });

  it('answers 404 for the not-found page and unknown paths', async () => {
    expect((await render('/khong-co', notFoundFixture('/khong-co'))).status).toBe(404);
    const unknown = await render('/khong-co/nua', null);
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('Không tìm thấy trang');
    expect((await render('/version', null)).status).toBe(200);
  });

  it('answers 503 with the maintenance screen in maintenance mode', async () => {
    const result = await render('/', null, { site: { features: { maintenanceMode: true } } });
    expect(result.status).toBe(503);
    expect(result.html).toContain('Giỏ đang bảo trì');
  });

  it('adds the JSON-LD Product with the structured-data rating rule on the product page', async () => {
    const result = await render(
      'https://gio.vn/product/v-sua-tuoi/sua-tuoi-tiet-trung-1l',
      productPageFixture(),
    );
    const json =
      /<script type="application\/ld\+json">(.*?)<\/script>/.exec(result.head)?.[1] ?? '';
    const product = JSON.parse(json) as {
      '@type': string;
      aggregateRating: { ratingValue: string };
      offers: { price: number };
    };
    expect(product['@type']).toBe('Product');
    // wishlistCount 127: '4.' plus its last digit.
    expect(product.aggregateRating.ratingValue).toBe('4.7');
    expect(product.offers.price).toBe(32000);
  });

  it('cuts the search term in the title (21 + …) and the description (77)', async () => {
    const term =
      'sữa tươi tiệt trùng không đường loại một lít hộp giấy dành cho cả gia đình ăn sáng mỗi ngày';
    const { head } = await render(
      `/products/search/${encodeURIComponent(term)}`,
      searchPageFixture(term, null),
    );
    expect(head).toContain(`<title>Tìm kiếm “${[...term].slice(0, 21).join('')}…” | Giỏ</title>`);
    expect(head).toContain(`${[...term].slice(0, 77).join('')}…`);
  });

  it('fills the template: head, html, csrf meta tag and page data escaped against </script>', async () => {
    const data = {
      ...categoryPageFixture(),
      seo: { title: '</script><script>alert(1)</script>', description: 'x', canonicalPath: '/x' },
    };
    const result = await render('/products/do-uong/c-sua/sua', data);
    const page = fillTemplate(TEMPLATE, {
      ...result,
      pageData: data,
      site: { currency: 'VND' },
      csrfToken: 'a"b',
    });
    expect(page).toContain('<html lang="vi">');
    expect(page).toContain('<meta name="csrf-token" content="a&quot;b">');
    expect(page).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    const inline =
      /<script id="__PAGE_DATA__" type="application\/json">(.*)<\/script><\/body>/s.exec(
        page,
      )?.[1] ?? '';
    expect(inline).not.toContain('</script>');
    // The site configuration is inlined as the shell reads it (readSiteConfig), not as sent.
    expect(JSON.parse(inline)).toEqual({ data, site: readSiteConfig({ currency: 'VND' }) });
  });
});
