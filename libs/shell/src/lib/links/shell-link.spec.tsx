import { clickLoadsDocument, expectStoriesAccessible } from '@gio/ui/testing';
import { screen } from '@testing-library/react';
import { renderShell } from '../testing/render-shell';
import { ShellLink } from './shell-link';
import * as stories from './shell-link.stories';

describe('ShellLink stories', () => expectStoriesAccessible(stories));

describe('ShellLink (design.md "Front ends": between the two apps a link is a full page load)', () => {
  const links = () => (
    <>
      <ShellLink to="/cart">Giỏ hàng</ShellLink>
      <ShellLink to="/account/favorites">Yêu thích</ShellLink>
      <ShellLink to="https://apps.example/gio-ios">App Store</ShellLink>
    </>
  );

  it('in the storefront: its own paths go through the router, the account app’s load a document', () => {
    renderShell(links(), { app: 'storefront' });
    const cart = screen.getByRole('link', { name: 'Giỏ hàng' });
    const favourites = screen.getByRole('link', { name: 'Yêu thích' });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(favourites).toHaveAttribute('href', '/account/favorites');
    expect(clickLoadsDocument(cart)).toBe(false);
    expect(clickLoadsDocument(favourites)).toBe(true);
    expect(clickLoadsDocument(screen.getByRole('link', { name: 'App Store' }))).toBe(true);
  });

  it('in the account app: its own paths go through the router, the storefront’s load a document', () => {
    renderShell(links(), { app: 'account', path: '/account' });
    expect(clickLoadsDocument(screen.getByRole('link', { name: 'Giỏ hàng' }))).toBe(true);
    expect(clickLoadsDocument(screen.getByRole('link', { name: 'Yêu thích' }))).toBe(false);
  });
});
