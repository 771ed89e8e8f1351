import { Timing } from '@gio/domain-enums';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../button/button';
import { expectStoriesAccessible, renderWithProviders, setViewportWidth } from '../testing';
import { Modal, type ModalProps } from './modal';
import { ModalCarousel } from './modal-carousel';
import { ModalProvider, useModal } from './modal-provider';
import type { ModalCloseReason } from './modal.machine';
import * as stories from './modal.stories';

describe('Modal stories', () => expectStoriesAccessible(stories));

function Harness({ onClose, ...props }: Partial<ModalProps> & { onClose?: (reason: ModalCloseReason) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Mở</Button>
      <Button>Nút ngoài hộp thoại</Button>
      <Modal
        title="Giỏ hàng đã được gộp"
        description="Hai sản phẩm đã được thêm."
        {...props}
        open={open}
        onClose={(reason) => {
          setOpen(false);
          onClose?.(reason);
        }}
      >
        {props.children ?? (
          <>
            <label htmlFor="note">Ghi chú</label>
            <input id="note" />
            <Button>Xem giỏ hàng</Button>
          </>
        )}
      </Modal>
    </>
  );
}

const backdrop = () => document.querySelector('.gio-modal__backdrop') as HTMLElement;

async function openHarness(props: Partial<ModalProps> & { onClose?: (reason: ModalCloseReason) => void } = {}, user = userEvent.setup()) {
  renderWithProviders(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Mở' });
  await user.click(opener);
  return { user, opener };
}

describe('Modal', () => {
  it('is an aria-modal dialog labelled by its title and described by its description', async () => {
    await openHarness();
    const dialog = screen.getByRole('dialog', { name: 'Giỏ hàng đã được gộp' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Hai sản phẩm đã được thêm.');
  });

  it('moves focus to the first field of its content on open', async () => {
    await openHarness();
    expect(screen.getByRole('textbox', { name: 'Ghi chú' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openHarness();
    const close = screen.getByRole('button', { name: 'Đóng hộp thoại' });
     const field = screen.getByRole('textbox', { name: 'Ghi chú' });
    const last = screen.getByRole('button', { name: 'Xem giỏ hàng' });

    await user.tab();
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(field).toHaveFocus();

    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    for (let i = 0; i < 7; i += 1) {
      await user.tab();
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('pulls focus back when something outside tries to take it', async () => {
    await openHarness();
    act(() => screen.getByRole('button', { name: 'Nút ngoài hộp thoại', hidden: true }).focus());
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = jest.fn();
    const { user, opener } = await openHarness({ onClose });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledWith('escape');
    expect(opener).toHaveFocus();
  });

  it('closes from its close button and from the backdrop', async () => {
    const onClose = jest.fn();
    const { user, opener } = await openHarness({ onClose });
    await user.click(screen.getByRole('button', { name: 'Đóng hộp thoại' }));
    expect(onClose).toHaveBeenLastCalledWith('close-button');
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(backdrop());
    expect(onClose).toHaveBeenLastCalledWith('backdrop');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on Escape and backdrop clicks when locked, and has no close button', async () => {
    const onClose = jest.fn();
    const { user } = await openHarness({ locked: true, onClose });
    await user.keyboard('{Escape}');
    await user.click(backdrop());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Đóng hộp thoại' })).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('still traps focus when locked', async () => {
    const { user } = await openHarness({ locked: true });
     const field = screen.getByRole('textbox', { name: 'Ghi chú' });
    const last = screen.getByRole('button', { name: 'Xem giỏ hàng' });
    await user.tab();
    expect(last).toHaveFocus();
    await user.tab();
    expect(field).toHaveFocus();
  });

  it('focuses the dialog itself when it holds nothing focusable, and Tab stays on it', async () => {
    const { user } = await openHarness({ locked: true, children: <p>Đang xử lý đơn hàng…</p> });
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveFocus();
    await user.tab();
    expect(dialog).toHaveFocus();
  });

  it('locks page scrolling while open', async () => {
    const { user } = await openHarness();
    expect(document.body).toHaveClass('gio-modal-scroll-lock');
    await user.keyboard('{Escape}');
    expect(document.body).not.toHaveClass('gio-modal-scroll-lock');
  });

  describe('timing', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('hides a fade-out modal’s content after 4 s and closes it at 4.5 s', async () => {
      const onClose = jest.fn();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { opener } = await openHarness({ fadeOut: true, onClose }, user);
      const body = screen.getByText('Ghi chú').closest('.gio-modal__body');

      act(() => jest.advanceTimersByTime(Timing.MODAL_FADE_OUT - 1));
      expect(body).not.toHaveAttribute('aria-hidden');
      act(() => jest.advanceTimersByTime(1));
      expect(body).toHaveAttribute('aria-hidden', 'true');
      expect(screen.getByRole('dialog', { hidden: true }).closest('.gio-modal')).toHaveAttribute('data-state', 'fading');
      expect(screen.getByRole('dialog', { hidden: true })).toHaveFocus();

      act(() => jest.advanceTimersByTime(Timing.MODAL_AUTO_CLOSE - Timing.MODAL_FADE_OUT - 1));
      expect(screen.getByRole('dialog', { hidden: true })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
      expect(onClose).toHaveBeenCalledWith('timeout');
      expect(opener).toHaveFocus();
    });

    it('opens 300 ms late below 600 px and at once from 600 px', async () => {
      setViewportWidth(400);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await openHarness({}, user);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(Timing.MOBILE_MODAL_OPEN_DELAY - 1));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });

    it('opens at once on a desktop-wide screen', async () => {
      setViewportWidth(600);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await openHarness({}, user);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });

    it('shows a mobile-only modal on phones only and closes it when the screen widens', async () => {
      const onClose = jest.fn();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await openHarness({ variant: 'mobile-only', onClose }, user);
      act(() => jest.advanceTimersByTime(1000));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      setViewportWidth(360);
      await user.click(screen.getByRole('button', { name: 'Mở' }));
      act(() => jest.advanceTimersByTime(Timing.MOBILE_MODAL_OPEN_DELAY));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      act(() => setViewportWidth(800));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(onClose).toHaveBeenCalledWith('viewport');
    });
  });
});

describe('ModalProvider and useModal', () => {
  function App({ onFirstClose }: { onFirstClose: (reason: ModalCloseReason) => void }) {
    const modal = useModal();
    return (
      <>
        <Button
          onClick={() =>
            modal.open({
              id: 'cart-merge',
              title: 'Giỏ hàng đã được gộp',
              onClose: onFirstClose,
              content: () => (
                <Button onClick={() => modal.open({ id: 'price-change', title: 'Giá đã thay đổi', content: ({ close }) => <Button onClick={close}>Đồng ý</Button> })}>
                  Xem thay đổi giá
                </Button>
              ),
            })
          }
        >
          Mở gộp giỏ
        </Button>
        <output>{modal.activeId ?? 'none'}</output>
      </>
    );
  }

  it('shows one modal at a time and returns focus to the first opener', async () => {
    const onFirstClose = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <ModalProvider>
        <App onFirstClose={onFirstClose} />
      </ModalProvider>,
    );
    const opener = screen.getByRole('button', { name: 'Mở gộp giỏ' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Giỏ hàng đã được gộp' })).toBeInTheDocument();
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('cart-merge');

    await user.click(screen.getByRole('button', { name: 'Xem thay đổi giá' }));
    expect(onFirstClose).toHaveBeenCalledWith('replaced');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    const second = screen.getByRole('dialog', { name: 'Giá đã thay đổi' });
    expect(within(second).getByRole('button', { name: 'Đồng ý' })).toHaveFocus();

    await user.click(within(second).getByRole('button', { name: 'Đồng ý' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });

  it('closes only the named modal', async () => {
    function Closer() {
      const modal = useModal();
      return (
        <>
          <Button onClick={() => modal.open({ id: 'a', title: 'Hộp thoại A', content: <p>A</p> })}>Mở A</Button>
          <Button onClick={() => modal.close('b')}>Đóng B</Button>
          <Button onClick={() => modal.close('a')}>Đóng A</Button>
        </>
      );
    }
    renderWithProviders(
      <ModalProvider>
        <Closer />
      </ModalProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mở A' }));
    act(() => screen.getByRole('button', { name: 'Đóng B', hidden: true }).click());
    expect(screen.getByRole('dialog', { name: 'Hộp thoại A' })).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Đóng A', hidden: true }).click());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("tells the request's onClose when its own content closes it", async () => {
    const onClose = jest.fn();
    function Opener() {
      const modal = useModal();
      return (
        <Button
          onClick={() =>
            modal.open({ id: 'later', title: 'Để sau nhé', onClose, content: ({ close }) => <Button onClick={close}>Để sau</Button> })
          }
        >
          Mở
        </Button>
      );
    }
    renderWithProviders(
      <ModalProvider>
        <Opener />
      </ModalProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mở' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Để sau nhé' })).getByRole('button', { name: 'Để sau' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledWith('programmatic');
  });

  it('refuses to be used outside a provider', () => {
    const Orphan = () => {
      useModal();
      return null;
    };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProviders(<Orphan />)).toThrow('useModal must be used inside a <ModalProvider>');
  });
});

describe('ModalCarousel', () => {
  const items = ['Xoài cát', 'Thanh long', 'Vải thiều', 'Bưởi da xanh'].map((name) => ({ id: name, content: <span>{name}</span> }));

  it('moves with buttons, one item at a time on phones, and says where it is', async () => {
    setViewportWidth(360);
    const user = userEvent.setup();
    renderWithProviders(<ModalCarousel items={items} />);
    const previous = screen.getByRole('button', { name: 'Sản phẩm trước' });
    const next = screen.getByRole('button', { name: 'Sản phẩm tiếp theo' });
    expect(previous).toBeDisabled();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Sản phẩm 1 / 4')).toBeInTheDocument();
    await user.click(next);
    await user.click(next);
    await user.click(next);
    expect(screen.getByText('Bưởi da xanh')).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(screen.getByText('Sản phẩm 4 / 4')).toBeInTheDocument();
  });

  it('shows three items side by side from 600 px', () => {
    renderWithProviders(<ModalCarousel items={items} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
