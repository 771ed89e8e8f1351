import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectStoriesAccessible, renderWithProviders } from '../../foundation/testing';
import { demoCategories, demoCategoryHref } from '../demo/demo-categories';
import { CategoryTree } from './category-tree';
import * as stories from './category-tree.stories';

describe('CategoryTree stories', () => expectStoriesAccessible(stories));

describe('CategoryTree', () => {
  it("opens a parent and offers 'Tất cả {category}' first", async () => {
    renderWithProviders(<CategoryTree categories={demoCategories} getHref={demoCategoryHref} />);
    const toggle = screen.getByRole('button', { name: 'Rau củ quả' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Tất cả Rau củ quả' })).toBeNull();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    const links = within(list).getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('Tất cả Rau củ quả');
    expect(links[0]).toHaveAttribute('href', '/products/rau-cu-qua/c-1/rau-cu-qua');
    expect(links.map((link) => link.textContent)).toEqual([
      'Tất cả Rau củ quả',
      'Rau ăn lá',
      'Củ, quả',
      'Nấm các loại',
    ]);
  });

  it('leaves hidden categories out', async () => {
    renderWithProviders(
      <CategoryTree categories={demoCategories} getHref={demoCategoryHref} currentGid="c-11" />,
    );
    expect(screen.queryByText('Danh mục ẩn')).toBeNull();
  });

  it('opens the branch of the current category and marks it', () => {
    renderWithProviders(
      <CategoryTree categories={demoCategories} getHref={demoCategoryHref} currentGid="c-211" />,
    );
    expect(screen.getByRole('button', { name: 'Thịt, cá, trứng' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Thịt heo' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Ba chỉ' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Tất cả Thịt heo' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it("marks the 'All' entry when the parent itself is the current page", () => {
    renderWithProviders(
      <CategoryTree categories={demoCategories} getHref={demoCategoryHref} currentGid="c-1" />,
    );
    expect(screen.getByRole('link', { name: 'Tất cả Rau củ quả' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('is a labelled navigation and uses the display name', () => {
    renderWithProviders(<CategoryTree categories={demoCategories} getHref={demoCategoryHref} />);
    const nav = screen.getByRole('navigation', { name: 'Danh mục' });
    expect(within(nav).getByRole('link', { name: 'Đồ uống các loại' })).toBeInTheDocument();
  });
});
