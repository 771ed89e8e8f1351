import { screen, within } from '@testing-library/react';
import { axe, toHaveNoViolations } from 'jest-axe';
import { categoryFixture, homeFixture, withoutChildren } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

expect.extend(toHaveNoViolations);

const rau = withoutChildren(
  categoryFixture({
    _id: 'c-rau',
    id: 'c-rau',
    gid: 'c-rau',
    slug: 'rau-cu',
    name: 'Rau củ',
    displayName: 'Rau củ quả',
    path: '/products/rau-cu/c-rau/rau-cu',
    image: '/api/images/category/c-rau.svg',
  }),
);
const sua = withoutChildren(categoryFixture({ image: '/api/images/category/c-sua.svg' }));
const noImage = withoutChildren(
  categoryFixture({
    id: 'c-gao',
    gid: 'c-gao',
    name: 'Gạo',
    displayName: '',
    path: '/products/gao/c-gao/gao',
  }),
);

const tilesModule = {
  id: 'mod-tiles',
  kind: 'CATEGORY_TILES',
  title: 'Danh mục nổi bật',
  banners: [],
  categories: [rau, sua, noImage],
  productListEntities: [],
  deferredProducts: null,
  bodyHtml: null,
};

/** The tiles first (on the first screen), or after the product slider (below the fold). */
function homeWithCategoryTiles(place: 'first' | 'after-slider' = 'first') {
  const home = homeFixture();
  return {
    ...home,
    modules: place === 'first' ? [tilesModule, ...home.modules] : [...home.modules, tilesModule],
  };
}

describe('home page category tiles (storefront.md §2 home page)', () => {
  it('links each top category by name to its page, with a sized image loaded at once on the first screen', async () => {
    const { container } = renderApp({ url: '/', data: homeWithCategoryTiles() });
    const section = screen.getByRole('region', { name: 'Danh mục nổi bật' });
    expect(
      within(section).getByRole('heading', { level: 2, name: 'Danh mục nổi bật' }),
    ).toBeInTheDocument();
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Rau củ quả', '/products/rau-cu/c-rau/rau-cu'],
      ['Sữa các loại', '/products/do-uong/c-sua/sua'],
      ['Gạo', '/products/gao/c-gao/gao'],
    ]);
    const images = section.querySelectorAll('img');
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image).toHaveAttribute('width', '400');
      expect(image).toHaveAttribute('height', '400');
      expect(image).toHaveAttribute('loading', 'eager');
      // The name is the link's text; the picture adds nothing for a screen reader.
      expect(image).toHaveAttribute('alt', '');
    }
    expect(images[0]).toHaveAttribute('src', '/api/images/category/c-rau.svg');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('loads tile images lazily below the first screen', () => {
    renderApp({ url: '/', data: homeWithCategoryTiles('after-slider') });
    const section = screen.getByRole('region', { name: 'Danh mục nổi bật' });
    const images = section.querySelectorAll('img');
    expect(images).toHaveLength(2);
    for (const image of images) expect(image).toHaveAttribute('loading', 'lazy');
  });
});
