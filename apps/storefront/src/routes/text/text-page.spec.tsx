import { screen } from '@testing-library/react';
import type { PageOf } from '../../lib/page-data';
import { renderApp } from '../../testing/render-app';

function textPage(bodyHtml: string): PageOf<'text'> {
  return {
    page: 'text',
    seo: { title: 'Chính sách đổi trả | Giỏ', description: 'Đổi trả', canonicalPath: '/t/doi-tra' },
    title: 'Chính sách đổi trả',
    bodyHtml,
    updatedAt: '2026-11-01T00:00:00.000Z',
  };
}

describe('text page /t/:slug (storefront.md §2)', () => {
  it('shows the content under the page title, with breadcrumbs', () => {
    renderApp({ url: '/t/doi-tra', data: textPage('<p>Đổi trả trong 7 ngày.</p>') });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Chính sách đổi trả' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Đổi trả trong 7 ngày.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Đường dẫn' })).toBeInTheDocument();
  });

  it('keeps the one heading of a body that brings its own', () => {
    renderApp({
      url: '/t/doi-tra',
      data: textPage('<h1>Đổi trả dễ dàng</h1><p>Trong 7 ngày.</p>'),
    });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Đổi trả dễ dàng' })).toBeInTheDocument();
  });
});
