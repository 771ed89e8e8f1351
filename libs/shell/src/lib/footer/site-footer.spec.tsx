import { expectStoriesAccessible } from '@gio/ui/testing';
import { screen, within } from '@testing-library/react';
import { renderShell } from '../testing/render-shell';
import { SiteFooter } from './site-footer';
import * as stories from './site-footer.stories';

describe('SiteFooter stories', () => expectStoriesAccessible(stories));

describe('SiteFooter (storefront.md §2)', () => {
  it('holds the sign-up form, the app-store links and the support contact of the site', () => {
    renderShell(<SiteFooter />, { app: 'account', path: '/account' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('textbox', { name: /Email/i })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Tải trên App Store' })).toHaveAttribute(
      'href',
      'https://apps.example/gio-ios',
    );
    expect(within(footer).getByRole('link', { name: '1900 6868' })).toHaveAttribute(
      'href',
      'tel:19006868',
    );
  });

  it.each(['/cart', '/checkout', '/mobile-support', '/order-pending'])(
    'is hidden on %s',
    (path) => {
      renderShell(<SiteFooter />, { path });
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    },
  );
});
