import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectStoriesAccessible, renderWithProviders } from '../testing';
import { Button } from './button';
import { IconButton } from './icon-button';
import * as stories from './button.stories';

describe('Button stories', () => expectStoriesAccessible(stories));

describe('Button', () => {
  it('is a plain button by default so it never submits a form by accident', () => {
    renderWithProviders(<Button>Lưu</Button>);
    expect(screen.getByRole('button', { name: 'Lưu' })).toHaveAttribute('type', 'button');
  });

  it('ignores clicks while loading but keeps focus and says it is busy', async () => {
    const onClick = jest.fn();
    renderWithProviders(
      <Button loading onClick={onClick}>
        Đang thêm…
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Đang thêm…' });
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
  });

  it('calls onClick when active', async () => {
    const onClick = jest.fn();
    renderWithProviders(<Button onClick={onClick}>Thêm vào giỏ</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('IconButton', () => {
  it('names itself with its label', () => {
    renderWithProviders(<IconButton label="Đóng" icon={<svg />} />);
    expect(screen.getByRole('button', { name: 'Đóng' })).toBeInTheDocument();
  });
});
