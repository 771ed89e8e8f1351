import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectStoriesAccessible, renderWithProviders } from '../../foundation/testing';
import { FavoriteToggle } from './favorite-toggle';
import * as stories from './favorite-toggle.stories';

describe('FavoriteToggle stories', () => expectStoriesAccessible(stories));

describe('FavoriteToggle', () => {
  it('is a toggle button named after the product, its state in aria-pressed', async () => {
    const onToggle = jest.fn();
    const { rerender } = renderWithProviders(<FavoriteToggle productName="Gạo ST25" pressed={false} onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: 'Yêu thích: Gạo ST25' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(onToggle).toHaveBeenCalledTimes(1);
    rerender(<FavoriteToggle productName="Gạo ST25" pressed onToggle={onToggle} />);
    expect(screen.getByRole('button', { name: 'Yêu thích: Gạo ST25' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('ignores presses while a change is on its way, keeping the focus', async () => {
    const onToggle = jest.fn();
    renderWithProviders(<FavoriteToggle productName="Gạo ST25" pressed busy onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: 'Yêu thích: Gạo ST25' });
    await userEvent.click(button);
    expect(onToggle).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
    expect(button).not.toBeDisabled();
  });
});
