import { screen } from '@testing-library/react';
import { expectStoriesAccessible, renderWithProviders } from '../../foundation/testing';
import { SiteBanner } from './site-banner';
import * as stories from './site-banner.stories';

describe('SiteBanner stories', () => expectStoriesAccessible(stories));

describe('SiteBanner', () => {
  it('shows the text it is given', () => {
    renderWithProviders(<SiteBanner text="Miễn phí giao hàng cho đơn từ 300.000 ₫" />);
    expect(screen.getByText('Miễn phí giao hàng cho đơn từ 300.000 ₫')).toBeInTheDocument();
  });

  it('links the text when given an href', () => {
    renderWithProviders(<SiteBanner text="Xem điều kiện giao hàng" href="/t/giao-hang" />);
    expect(screen.getByRole('link', { name: 'Xem điều kiện giao hàng' })).toHaveAttribute(
      'href',
      '/t/giao-hang',
    );
  });
});
