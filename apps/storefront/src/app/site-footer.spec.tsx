import { screen, within } from '@testing-library/react';
import { homeFixture } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

describe('footer (storefront.md §2 "A footer with a sign-up form and app-store download links")', () => {
  it('offers the app-store links the site configures, beside the sign-up form', () => {
    renderApp({
      url: '/',
      data: homeFixture(),
      site: { appStoreLinks: { ios: 'https://apps.example/gio-ios', android: '' } },
    });
    const footer = screen.getByRole('contentinfo');
    const apps = within(footer).getByRole('navigation', { name: 'Tải ứng dụng Giỏ' });
    expect(within(apps).getByRole('link', { name: 'Tải trên App Store' })).toHaveAttribute(
      'href',
      'https://apps.example/gio-ios',
    );
    expect(
      within(apps).queryByRole('link', { name: 'Tải trên Google Play' }),
    ).not.toBeInTheDocument();
    expect(within(footer).getByRole('textbox', { name: /Email/i })).toBeInTheDocument();
  });

  it('is hidden on the cart page', () => {
    renderApp({ url: '/cart', data: null });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
