import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectStoriesAccessible, renderWithProviders } from '../../foundation/testing';
import { AgeGateDialog } from './age-gate-dialog';
import * as stories from './age-gate-dialog.stories';

describe('AgeGateDialog stories', () => expectStoriesAccessible(stories));

function setup() {
  const onAccept = jest.fn();
  const onDecline = jest.fn();
  const view = renderWithProviders(
    <AgeGateDialog
      open
      productName="Bia lon Sài Gòn Special"
      onAccept={onAccept}
      onDecline={onDecline}
    />,
  );
  return { onAccept, onDecline, ...view };
}

describe('AgeGateDialog', () => {
  it('is a modal dialog named by the age restriction', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Sản phẩm chỉ bán cho người từ 18 tuổi' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Bia lon Sài Gòn Special');
  });

  it('accepts', async () => {
    const { onAccept, onDecline } = setup();
    await userEvent.click(screen.getByRole('button', { name: /^(Tôi đã đủ 18 tuổi|Xác nhận)$/ }));
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(onDecline).not.toHaveBeenCalled();
  });

  it('treats Cancel, Escape and the close button as a decline', async () => {
    const user = userEvent.setup();
    const { onDecline, rerender, onAccept } = setup();
    await user.click(screen.getByRole('button', { name: 'Huỷ' }));
    expect(onDecline).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onDecline).toHaveBeenCalledTimes(2);
    rerender(<AgeGateDialog open={false} onAccept={onAccept} onDecline={onDecline} />);
    rerender(<AgeGateDialog open onAccept={onAccept} onDecline={onDecline} />);
    await user.click(screen.getByRole('button', { name: 'Đóng hộp thoại' }));
    expect(onDecline).toHaveBeenCalledTimes(3);
  });

  it('does not report a decline when the app closes it after accepting', () => {
    const { onDecline, rerender, onAccept } = setup();
    rerender(<AgeGateDialog open={false} onAccept={onAccept} onDecline={onDecline} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onDecline).not.toHaveBeenCalled();
  });
});
