import { screen, within } from '@testing-library/react';
import { expectStoriesAccessible, renderWithProviders } from '../../foundation/testing';
import { NoResults } from './no-results';
import * as noResultsStories from './no-results.stories';
import { ProductGrid } from './product-grid';
import * as gridStories from './product-grid.stories';
import { ProductListEmpty } from './product-list-empty';
import * as emptyStories from './product-list-empty.stories';
import { ProductListSkeleton } from './product-list-skeleton';
import * as skeletonStories from './product-list-skeleton.stories';

describe('ProductGrid stories', () => expectStoriesAccessible(gridStories));
describe('ProductListSkeleton stories', () => expectStoriesAccessible(skeletonStories));
describe('ProductListEmpty stories', () => expectStoriesAccessible(emptyStories));
describe('NoResults stories', () => expectStoriesAccessible(noResultsStories));

describe('ProductGrid', () => {
  it('is a list with one item per product', () => {
    renderWithProviders(
      <ProductGrid label="Rau củ quả">
        <a href="/a">A</a>
        <a href="/b">B</a>
      </ProductGrid>,
    );
    const list = screen.getByRole('list', { name: 'Rau củ quả' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('ProductListSkeleton', () => {
  it('shows a page of tile placeholders and announces loading once', () => {
    const { container } = renderWithProviders(<ProductListSkeleton />);
    expect(container.querySelectorAll('.gio-skeleton--tile')).toHaveLength(6);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải nội dung');
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
  });

  it('takes a count', () => {
    const { container } = renderWithProviders(<ProductListSkeleton count={10} />);
    expect(container.querySelectorAll('.gio-skeleton--tile')).toHaveLength(10);
  });
});

describe('ProductListEmpty', () => {
  it('shows a heading and an explanation', () => {
    renderWithProviders(<ProductListEmpty headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(/.+/);
  });
});

describe('NoResults', () => {
  it('names the term and offers top searches as links', () => {
    renderWithProviders(
      <NoResults
        term="bánh tráng"
        suggestions={[
          { label: 'gạo ST25', href: '/products/search/g%E1%BA%A1o%20ST25' },
          { label: 'sữa tươi', href: '/products/search/s%E1%BB%AFa%20t%C6%B0%C6%A1i' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Không tìm thấy kết quả cho “bánh tráng”',
    );
    expect(
      screen.getByText('Hãy thử từ khoá khác hoặc kiểm tra lại chính tả.'),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Tìm kiếm phổ biến' });
    expect(within(list).getByRole('link', { name: 'gạo ST25' })).toHaveAttribute(
      'href',
      '/products/search/g%E1%BA%A1o%20ST25',
    );
  });

  it('leaves the suggestions out when there are none', () => {
    renderWithProviders(<NoResults term="bánh tráng" />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
