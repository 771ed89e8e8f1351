import { screen } from '@testing-library/react';
import { renderAccount } from '../../testing/render-account';

function setReferrer(value: string) {
  Object.defineProperty(document, 'referrer', { value, configurable: true });
}

describe('/unauthorized-logout', () => {
  afterEach(() => setReferrer(''));

  it('says the session ended and signs in again back to the page the person was on', async () => {
    setReferrer(`${window.location.origin}/products/search/sua?sort=NEWEST`);
    const { network } = renderAccount('/unauthorized-logout');

    expect(await screen.findByRole('heading', { level: 1, name: 'Phiên đăng nhập đã kết thúc' })).toBeInTheDocument();
    expect(screen.getByText(/Giỏ hàng của bạn vẫn được giữ/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đăng nhập lại' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fproducts%2Fsearch%2Fsua%3Fsort%3DNEWEST',
    );
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Tài khoản của tôi' })).not.toBeInTheDocument();
    expect(network.calls).toEqual([]);
  });

  it('prefers the redirect of its own address, and never sends anyone to another site', async () => {
    renderAccount('/unauthorized-logout?redirect=%2Fcart');
    expect(await screen.findByRole('link', { name: 'Đăng nhập lại' })).toHaveAttribute('href', '/login?redirect=%2Fcart');
  });

  it('falls back to the home page for a redirect elsewhere or a referrer of another site', async () => {
    setReferrer('https://evil.example/phish');
    renderAccount('/unauthorized-logout?redirect=%2F%2Fevil.example');
    expect(await screen.findByRole('link', { name: 'Đăng nhập lại' })).toHaveAttribute('href', '/login?redirect=%2F');
  });
});

describe('/unauthorized', () => {
  it('says what happened and offers another account or the own account page', async () => {
    renderAccount('/unauthorized?redirect=%2Faccount%2Forganization');

    expect(await screen.findByRole('heading', { level: 1, name: 'Bạn chưa có quyền xem trang này' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đăng nhập bằng tài khoản khác' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Faccount%2Forganization',
    );
    expect(screen.getByRole('link', { name: 'Về trang tài khoản' })).toHaveAttribute('href', '/account');
  });
});
