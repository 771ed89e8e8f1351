import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button/button';
import { expectStoriesAccessible, renderWithProviders } from '../testing';
import { DEFAULT_MESSAGE_DURATION_MS, MessageProvider, useMessages } from './message-provider';
import * as stories from './messages.stories';

describe('Message stories', () => expectStoriesAccessible(stories));

function Demo() {
  const messages = useMessages();
  return (
    <>
      <Button onClick={() => messages.show({ text: 'Đã thêm Gạo ST25 vào giỏ hàng.' })}>Thêm</Button>
      <Button onClick={() => messages.show({ kind: 'error', text: 'Không thể thêm sản phẩm vào giỏ hàng.' })}>Lỗi</Button>
    </>
  );
}

describe('MessageProvider', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const setup = () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(
      <MessageProvider>
        <Demo />
      </MessageProvider>,
    );
    return user;
  };

  it('has empty live regions from the start so that screen readers announce what is added', () => {
    setup();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
  });

  it('announces info politely and hides it after 6 s', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Thêm' }));
    expect(within(screen.getByRole('status')).getByText('Đã thêm Gạo ST25 vào giỏ hàng.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(DEFAULT_MESSAGE_DURATION_MS - 1));
    expect(screen.getByText('Đã thêm Gạo ST25 vào giỏ hàng.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Đã thêm Gạo ST25 vào giỏ hàng.')).not.toBeInTheDocument();
  });

  it('announces errors assertively and keeps them until dismissed', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Lỗi' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Lỗi: Không thể thêm sản phẩm vào giỏ hàng.');
    act(() => jest.advanceTimersByTime(60_000));
    expect(within(alert).getByText('Không thể thêm sản phẩm vào giỏ hàng.')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Đóng thông báo' }));
    expect(alert).toBeEmptyDOMElement();
  });

  it('pauses auto-dismissal while the pointer is over the messages', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Thêm' }));
    act(() => jest.advanceTimersByTime(4000));
    await user.hover(screen.getByText('Đã thêm Gạo ST25 vào giỏ hàng.'));
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByText('Đã thêm Gạo ST25 vào giỏ hàng.')).toBeInTheDocument();
    await user.unhover(screen.getByText('Đã thêm Gạo ST25 vào giỏ hàng.'));
    act(() => jest.advanceTimersByTime(DEFAULT_MESSAGE_DURATION_MS - 4000));
    expect(screen.queryByText('Đã thêm Gạo ST25 vào giỏ hàng.')).not.toBeInTheDocument();
  });

  it('keeps at most three messages', async () => {
    const user = setup();
    for (let i = 0; i < 5; i += 1) await user.click(screen.getByRole('button', { name: 'Thêm' }));
    expect(within(screen.getByRole('status')).getAllByText('Đã thêm Gạo ST25 vào giỏ hàng.')).toHaveLength(3);
  });
});
