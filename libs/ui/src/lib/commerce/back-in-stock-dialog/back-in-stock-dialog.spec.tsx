import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectStoriesAccessible, renderWithProviders } from '../../foundation/testing';
import { BackInStockDialog } from './back-in-stock-dialog';
import * as stories from './back-in-stock-dialog.stories';

describe('BackInStockDialog stories', () => expectStoriesAccessible(stories));

describe('BackInStockDialog', () => {
  it('confirms the request in a live region', () => {
    renderWithProviders(
      <BackInStockDialog
        open
        status="confirmed"
        productName="Nước mắm Phú Quốc"
        onClose={jest.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Báo khi có hàng' });
    expect(dialog).toHaveTextContent('Nước mắm Phú Quốc');
    const message = screen.getByText('Chúng tôi sẽ báo cho bạn khi sản phẩm có hàng trở lại.');
    expect(message.closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('says it is working while the request is sent', () => {
    renderWithProviders(
      <BackInStockDialog open status="submitting" productName="Nước mắm" onClose={jest.fn()} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải…');
  });

  it('offers a retry after an error', async () => {
    const onRetry = jest.fn();
    renderWithProviders(
      <BackInStockDialog
        open
        status="error"
        productName="Nước mắm"
        onClose={jest.fn()}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByText('Đã có lỗi xảy ra. Vui lòng thử lại sau.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('closes from its button and from Escape', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithProviders(
      <BackInStockDialog open status="confirmed" productName="Nước mắm" onClose={onClose} />,
    );
    await user.click(screen.getByRole('button', { name: 'Đóng' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
