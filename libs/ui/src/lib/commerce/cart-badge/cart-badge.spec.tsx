import { screen } from '@testing-library/react';
import { expectStoriesAccessible, renderWithProviders } from '../../foundation/testing';
import { CartBadge } from './cart-badge';
import * as stories from './cart-badge.stories';

describe('CartBadge stories', () => expectStoriesAccessible(stories));

describe('CartBadge', () => {
  it('shows the count and says it in words', () => {
    renderWithProviders(<CartBadge count={7} />);
    expect(screen.getByText('7')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Giỏ hàng có 7 sản phẩm')).toBeInTheDocument();
  });

  it("shows '99+' above 99 but tells screen readers the exact count", () => {
    renderWithProviders(<CartBadge count={100} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.getByText('Giỏ hàng có 100 sản phẩm')).toBeInTheDocument();
  });

  it('shows 99 as is', () => {
    renderWithProviders(<CartBadge count={99} />);
    expect(screen.getByText('99')).toBeInTheDocument();
  });

  it('draws no badge for an empty cart', () => {
    const { container } = renderWithProviders(<CartBadge count={0} />);
    expect(container.querySelector('.gio-cart-badge__count')).toBeNull();
  });
});
