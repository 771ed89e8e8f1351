import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectStoriesAccessible, renderWithProviders } from '../../foundation/testing';
import { PaginationDots } from './pagination-dots';
import * as stories from './pagination-dots.stories';

describe('PaginationDots stories', () => expectStoriesAccessible(stories));

describe('PaginationDots', () => {
  it('has one labelled button per page and marks the current one', () => {
    renderWithProviders(<PaginationDots count={3} current={1} onSelect={jest.fn()} />);
    expect(screen.getByRole('group', { name: 'Chọn trang chiếu' })).toBeInTheDocument();
    const dots = screen.getAllByRole('button');
    expect(dots).toHaveLength(3);
    expect(dots[1]).toHaveAccessibleName('Trang chiếu 2 / 3');
    expect(dots[1]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
  });

  it('emits the chosen index', async () => {
    const onSelect = jest.fn();
    renderWithProviders(<PaginationDots count={3} current={0} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Trang chiếu 3 / 3' }));
    expect(onSelect).toHaveBeenCalledWith(2);
  });

  it('renders nothing for a single page', () => {
    const { container } = renderWithProviders(
      <PaginationDots count={1} current={0} onSelect={jest.fn()} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
