import { screen, within } from '@testing-library/react';
import { expectStoriesAccessible, renderWithProviders } from '../../foundation/testing';
import { CommerceLinkProvider, type CommerceLinkProps } from '../shared/link';
import { Breadcrumbs } from './breadcrumbs';
import * as stories from './breadcrumbs.stories';

describe('Breadcrumbs stories', () => expectStoriesAccessible(stories));

const items = [
  { label: 'Trang chủ', href: '/' },
  { label: 'Rau củ quả', href: '/products/rau-cu-qua/c-1/rau-cu-qua' },
  { label: 'Rau muống' },
];

describe('Breadcrumbs', () => {
  it('is a labelled navigation with the current page marked', () => {
    renderWithProviders(<Breadcrumbs items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Đường dẫn' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    expect(within(nav).getByRole('link', { name: 'Rau củ quả' })).toHaveAttribute(
      'href',
      items[1].href,
    );
    expect(within(nav).getByText('Rau muống')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Rau muống' })).toBeNull();
  });

  it('renders links with the app router link when one is provided', () => {
    const RouterLink = ({ children, ...props }: CommerceLinkProps) => (
      <a data-router="yes" {...props}>
        {children}
      </a>
    );
    renderWithProviders(
      <CommerceLinkProvider component={RouterLink}>
        <Breadcrumbs items={items} />
      </CommerceLinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Trang chủ' })).toHaveAttribute('data-router', 'yes');
  });

  it('renders nothing without items', () => {
    const { container } = renderWithProviders(<Breadcrumbs items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
