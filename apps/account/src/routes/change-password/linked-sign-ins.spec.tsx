import { screen, waitFor, within } from '@testing-library/react';
import { errorAnswer, FakeNetwork } from '../../testing/fake-network';
import { sessionAnswer, sessionUser } from '../../testing/fixtures';
import { findAlert, findStatus } from '../../testing/queries';
import { renderAccount } from '../../testing/render-account';
import { DEFAULT_SITE_CONFIG } from '../../lib/site-config';

const ON = { site: true, partner: true, clientId: 'client-id' };
const OFF = { site: false, partner: false, clientId: '' };
const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.provider-token.signature';

function site(socialSignIn: Partial<typeof DEFAULT_SITE_CONFIG.socialSignIn>) {
  return { socialSignIn: { ...DEFAULT_SITE_CONFIG.socialSignIn, ...socialSignIn } };
}

describe('linked sign-ins on /account/change-password', () => {
  it('shows a button only for providers whose site and partner switches are both on', async () => {
    const network = new FakeNetwork({
      'GET /api/session': sessionAnswer(sessionUser({ socialLinks: { google: false, facebook: false, apple: true } })),
    });
    renderAccount('/account/change-password', {
      network,
      site: site({ google: ON, facebook: { site: true, partner: false, clientId: '' }, apple: OFF }),
    });

    const section = await screen.findByRole('region', { name: 'Đăng nhập bằng tài khoản khác' });
    expect(within(section).getByRole('button', { name: 'Liên kết Google' })).toBeInTheDocument();
    // Facebook's partner switch is off: no button, not listed.
    expect(within(section).queryByRole('article', { name: 'Facebook' })).not.toBeInTheDocument();
    // Apple is switched off but still linked: listed, without a button.
    const apple = within(section).getByRole('article', { name: 'Apple' });
    expect(apple).toHaveTextContent('Đã liên kết');
    expect(within(apple).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing when no provider is on and none is linked', async () => {
    const network = new FakeNetwork({ 'GET /api/session': sessionAnswer() });
    renderAccount('/account/change-password', { network });

    expect(await screen.findByRole('heading', { name: 'Đổi mật khẩu' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Đăng nhập bằng tài khoản khác' })).not.toBeInTheDocument();
  });

  it('links a provider with its id token and confirms it', async () => {
    const network = new FakeNetwork({
      'GET /api/session': sessionAnswer(),
      'PUT /api/link-google': {
        body: { data: { user: sessionUser({ socialLinks: { google: true, facebook: false, apple: false } }) } },
      },
    });
    const idTokens = jest.fn(() => Promise.resolve(TOKEN));
    const { user } = renderAccount('/account/change-password', { network, site: site({ google: ON }), idTokens });

    const button = await screen.findByRole('button', { name: 'Liên kết Google' });
    network.on('GET /api/session', sessionAnswer(sessionUser({ socialLinks: { google: true, facebook: false, apple: false } })));
    await user.click(button);

    expect(await findStatus('Đã liên kết Google.')).toBeInTheDocument();
    expect(idTokens).toHaveBeenCalledWith('google', 'client-id');
    expect(network.sent('PUT /api/link-google')[0]?.body).toEqual({ accountData: { idToken: TOKEN } });
    expect(await screen.findByRole('button', { name: 'Huỷ liên kết Google' })).toBeInTheDocument();
  });

  it('says when the provider account belongs to another Giỏ account, or the window was closed', async () => {
    const network = new FakeNetwork({
      'GET /api/session': sessionAnswer(),
      'POST /api/link-facebook': errorAnswer(409, 'SOCIAL_ACCOUNT_TAKEN', 'taken'),
    });
    const idTokens = jest.fn(() => Promise.resolve(TOKEN));
    const { user } = renderAccount('/account/change-password', { network, site: site({ facebook: ON }), idTokens });

    await user.click(await screen.findByRole('button', { name: 'Liên kết Facebook' }));
    expect(await findAlert('Tài khoản Facebook này đã liên kết với một tài khoản Giỏ khác.')).toBeInTheDocument();
    expect(network.sent('POST /api/link-facebook')[0]?.body).toEqual({ facebook: { idToken: TOKEN } });

    idTokens.mockImplementation(() => Promise.reject(new Error('closed')));
    await user.click(screen.getByRole('button', { name: 'Liên kết Facebook' }));
    expect(await findAlert(/Chưa liên kết được Facebook/)).toBeInTheDocument();
    expect(network.sent('POST /api/link-facebook')).toHaveLength(1);
  });

  it('asks before unlinking, then unlinks and says so', async () => {
    const linked = sessionUser({ socialLinks: { google: false, facebook: false, apple: true } });
    const network = new FakeNetwork({
      'GET /api/session': sessionAnswer(linked),
      'POST /api/unlink-apple': { body: { data: { user: sessionUser() } } },
    });
    const { user } = renderAccount('/account/change-password', { network, site: site({ apple: ON }) });

    await user.click(await screen.findByRole('button', { name: 'Huỷ liên kết Apple' }));
    const dialog = await screen.findByRole('dialog', { name: 'Huỷ liên kết Apple?' });
    expect(network.sent('POST /api/unlink-apple')).toHaveLength(0);
    network.on('GET /api/session', sessionAnswer());
    await user.click(within(dialog).getByRole('button', { name: 'Huỷ liên kết' }));

    expect(await findStatus('Đã huỷ liên kết Apple.')).toBeInTheDocument();
    expect(network.sent('POST /api/unlink-apple')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Liên kết Apple' })).toBeInTheDocument();
  });

  it('refuses to unlink the last way to sign in, saying to set a password first', async () => {
    const socialOnly = sessionUser({ hasPassword: false, socialLinks: { google: true, facebook: false, apple: false } });
    const network = new FakeNetwork({ 'GET /api/session': sessionAnswer(socialOnly) });
    const { user } = renderAccount('/account/change-password', { network, site: site({ google: ON }) });

    await user.click(await screen.findByRole('button', { name: 'Huỷ liên kết Google' }));

    expect(await findAlert('Google là cách đăng nhập duy nhất của tài khoản này.')).toHaveTextContent('Hãy đặt mật khẩu ở trên');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(network.sent('PUT /api/unlink-google')).toHaveLength(0);
  });

  it('shows the server refusal of the last way to sign in in the dialog', async () => {
    // The page thought a password existed (another tab removed it meanwhile): the server decides.
    const network = new FakeNetwork({
      'GET /api/session': sessionAnswer(sessionUser({ socialLinks: { google: true, facebook: false, apple: false } })),
      'PUT /api/unlink-google': errorAnswer(400, 'LAST_SIGN_IN_METHOD', 'Hãy đặt mật khẩu trước.'),
    });
    const { user } = renderAccount('/account/change-password', { network, site: site({ google: ON }) });

    await user.click(await screen.findByRole('button', { name: 'Huỷ liên kết Google' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Huỷ liên kết' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Google là cách đăng nhập duy nhất');
  });
});
