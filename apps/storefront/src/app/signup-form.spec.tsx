import { ApiError } from '@gio/data-access';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { homeFixture } from '../testing/fixtures';
import { fakeClient, renderApp } from '../testing/render-app';

function apiError(status: number, code: string | number) {
  return new ApiError({
    status,
    code,
    message: 'refused',
    field: undefined,
    body: {},
    method: 'POST',
    url: '/api/customer-data-captures',
  });
}

const submit = () => screen.getByRole('button', { name: 'Đăng ký' });
const email = () => screen.getByLabelText('Email');
const phone = () => screen.getByLabelText('Số điện thoại');

describe('footer sign-up (storefront.md §4, §5, §8)', () => {
  it('stays disabled until an email or a phone is filled', async () => {
    renderApp({ url: '/', data: homeFixture() });
    expect(submit()).toBeDisabled();
    await userEvent.type(phone(), '   ');
    expect(submit()).toBeDisabled();
    await userEvent.type(email(), 'an@gio.vn');
    expect(submit()).toBeEnabled();
  });

  it('checks the format of what is given with the validation keys', async () => {
    const { client, calls } = fakeClient(() => Promise.resolve({ data: { success: true } }));
    renderApp({ url: '/', data: homeFixture(), client });
    await userEvent.type(email(), 'khong-phai-email');
    await userEvent.type(phone(), '12');
    await userEvent.click(submit());
    expect(await screen.findByText('Vui lòng nhập địa chỉ email hợp lệ.')).toBeInTheDocument();
    expect(
      screen.getByText('Vui lòng nhập số điện thoại hợp lệ gồm 10 chữ số.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/customer-data-captures')).toHaveLength(0);
  });

  it('sends one request at a time with Enter, then hides 5 s after the confirmation', async () => {
    jest.useFakeTimers();
    try {
      let resolve: (value: unknown) => void = () => undefined;
      const { client, calls } = fakeClient(() => new Promise((r) => (resolve = r)));
      renderApp({ url: '/', data: homeFixture(), client });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(email(), 'an@gio.vn{Enter}');
      await user.type(email(), '{Enter}');
      await user.click(submit());
      expect(calls).toEqual([
        {
          method: 'POST',
          url: '/api/customer-data-captures',
          body: { email: 'an@gio.vn' },
          headers: undefined,
        },
      ]);
      await act(async () => resolve({ data: { success: true } }));
      expect(
        await screen.findByText('Cảm ơn bạn! Chúng tôi sẽ sớm gửi ưu đãi đầu tiên.'),
      ).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(4999));
      expect(
        screen.getByText('Cảm ơn bạn! Chúng tôi sẽ sớm gửi ưu đãi đầu tiên.'),
      ).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(
        screen.queryByText('Cảm ơn bạn! Chúng tôi sẽ sớm gửi ưu đãi đầu tiên.'),
      ).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('error 578 says the entry was already used', async () => {
    const { client } = fakeClient(() => Promise.reject(apiError(409, 578)));
    renderApp({ url: '/', data: homeFixture(), client });
    await userEvent.type(phone(), '0912345678');
    await userEvent.click(submit());
    expect(
      await screen.findByText('Email hoặc số điện thoại này đã được đăng ký trước đó.'),
    ).toBeInTheDocument();
  });

  it('any other failure, a 404 included, shows the generic message', async () => {
    const { client } = fakeClient(() => Promise.reject(apiError(404, 'NOT_FOUND')));
    renderApp({ url: '/', data: homeFixture(), client });
    await userEvent.type(email(), 'an@gio.vn');
    await userEvent.click(submit());
    expect(await screen.findByText('Đã có lỗi xảy ra. Vui lòng thử lại sau.')).toBeInTheDocument();
  });
});
