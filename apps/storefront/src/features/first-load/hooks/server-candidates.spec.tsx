import { ApiError } from '@gio/data-access';
import { AccountLevel } from '@gio/domain-enums';
import { linkNavigation } from '@gio/domain-shell';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { leadCaptureAnswer, organizationPageAnswer } from '../../../testing/answer-fixtures';
import { cartFixture, homeFixture } from '../../../testing/fixtures';
import { fakeClient, renderApp } from '../../../testing/render-app';

const noDifferences = {
  hasDifferences: false,
  priceChanges: [],
  removedItems: [],
  quantityReductions: [],
};

type Answer = (method: string, url: string, body?: unknown) => Promise<unknown> | undefined;

/** A shop whose cart sync, first-load signals and detail calls the test gives. */
function shop(options: {
  modals: string[];
  pendingMerge?: { lineCount: number; totalQuantity: number } | null;
  answer?: Answer;
}) {
  return fakeClient((method, url, body) => {
    if (url === '/api/carts/sync') {
      return Promise.resolve({
        data: {
          cart: cartFixture(),
          differences: noDifferences,
          pendingMerge: options.pendingMerge ?? null,
        },
      });
    }
    if (url === '/api/first-load') {
      return Promise.resolve({ data: { signedIn: true, modals: options.modals } });
    }
    const answered = options.answer?.(method, url, body);
    if (answered) return answered;
    if (url.startsWith('/api/interstitial')) {
      return Promise.resolve({
        data: {
          interstitials: [],
          seenIds: [],
          decision: { kind: 'none', interstitialId: null, template: null, reason: 'empty' },
        },
      });
    }
    return Promise.reject(new Error(`unexpected ${method} ${url}`));
  });
}

const customer = { status: 'customer' as const, user: { id: 'u1', firstName: 'Hùng' } };

function renderFor(client: ReturnType<typeof shop>['client'], session = customer) {
  return renderApp({ url: '/', data: homeFixture(), client, syncCart: true, session });
}

const findDialog = (name: string) => screen.findByRole('dialog', { name });

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 150)));

describe('server-side first-load modals (storefront.md §4 "First-load modal")', () => {
  it('a guest gets no first-load signal call and, without a modal, the interstitials', async () => {
    const { client, calls } = shop({ modals: [] });
    renderFor(client, { status: 'guest', user: null } as never);
    await waitFor(() =>
      expect(calls.some((call) => call.url.startsWith('/api/interstitial'))).toBe(true),
    );
    expect(calls.some((call) => call.url === '/api/first-load')).toBe(false);
  });

  it('opens only the highest-priority modal: the cart merge outranks every server signal', async () => {
    const { client, calls } = shop({
      modals: ['loyalty-prompt', 'game-capture'],
      pendingMerge: { lineCount: 1, totalQuantity: 2 },
    });
    renderFor(client);
    await findDialog('Gộp giỏ hàng?');
    await settle();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    // Details are fetched only for the chosen modal; no interstitial either.
    expect(calls.map((call) => call.url)).not.toContain('/api/waon/member-info');
    expect(calls.some((call) => call.url.startsWith('/api/games'))).toBe(false);
    expect(calls.some((call) => call.url.startsWith('/api/interstitial'))).toBe(false);
  });

  it('loyalty prompt: an expired membership shows its points and closing it dismisses (cookie)', async () => {
    const { client, calls } = shop({
      modals: ['loyalty-prompt', 'game-capture'],
      answer: (method, url) => {
        if (url === '/api/waon/member-info') {
          return Promise.resolve({
            data: {
              membershipInfo: {
                memberId: '6900000000000034',
                permission: 'NO_PERMISSIONS',
                points: 7200,
                registeredAt: '2025-01-01T00:00:00.000Z',
              },
              memberState: 'member',
              status: 'expired',
              rewardAmount: 0,
              showExpiredBanner: true,
            },
          });
        }
        if (method === 'POST' && url === '/api/waon/dismiss') {
          return Promise.resolve({ data: { dismissed: true } });
        }
        return undefined;
      },
    });
    renderFor(client);
    const dialog = await findDialog('Thẻ thành viên WAON của bạn đã hết hạn');
    expect(await within(dialog).findByText(/Bạn vẫn còn 7\.200 điểm WAON/)).toBeInTheDocument();
    // The member-vouchers page is the account app's: a document link, not the storefront router.
    const renew = within(dialog).getByRole('link', { name: 'Gia hạn thẻ WAON' });
    expect(renew).toHaveAttribute('href', '/waon-member-vouchers');
    expect(linkNavigation(renew.getAttribute('href') ?? '', 'storefront')).toBe('document');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Để sau' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'POST', url: '/api/waon/dismiss' }),
      ),
    );
    expect(calls.some((call) => call.url.startsWith('/api/games'))).toBe(false);
  });

  it('organization invite: accepting joins the organisation and says so', async () => {
    const code = 'a'.repeat(43);
    const { client, calls } = shop({
      modals: ['organization-invite'],
      answer: (method, url) => {
        if (url === '/api/organization/my-invites') {
          return Promise.resolve({
            data: {
              invites: [
                {
                  code,
                  invitedEmail: 'khach.moi@gio.vn',
                  organizationName: 'Công ty TNHH Bếp Nhà Việt',
                  levelLabel: 'Member',
                },
              ],
            },
          });
        }
        if (method === 'POST' && url === `/api/organization/invites/${code}/accept`) {
          return Promise.resolve(organizationPageAnswer('Công ty TNHH Bếp Nhà Việt'));
        }
        return undefined;
      },
    });
    renderFor(client);
    const dialog = await findDialog('Lời mời tham gia doanh nghiệp');
    expect(
      await within(dialog).findByText(
        'Công ty TNHH Bếp Nhà Việt mời bạn tham gia tài khoản doanh nghiệp với vai trò Member.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tham gia' }));
    expect(
      await screen.findByText('Bạn đã tham gia Công ty TNHH Bếp Nhà Việt.'),
    ).toBeInTheDocument();
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'POST', url: `/api/organization/invites/${code}/accept` }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('organization invite: "Later" keeps it away for the rest of the browser session', async () => {
    const invites = {
      data: {
        invites: [
          {
            code: 'c'.repeat(43),
            invitedEmail: 'khach.moi@gio.vn',
            organizationName: 'Công ty C',
            levelLabel: 'Member',
          },
        ],
      },
    };
    const answer: Answer = (_method, url) =>
      url === '/api/organization/my-invites' ? Promise.resolve(invites) : undefined;
    const first = shop({ modals: ['organization-invite'], answer });
    const view = renderFor(first.client);
    const dialog = await findDialog('Lời mời tham gia doanh nghiệp');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Để sau' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Lời mời tham gia doanh nghiệp' })).toBeNull(),
    );
    view.unmount();

    // The next full page load in the same session: the server still says the invite applies.
    const second = shop({ modals: ['organization-invite'], answer });
    renderFor(second.client);
    await waitFor(() =>
      expect(second.calls.some((call) => call.url.startsWith('/api/interstitial'))).toBe(true),
    );
    expect(screen.queryByRole('dialog', { name: 'Lời mời tham gia doanh nghiệp' })).toBeNull();
    expect(second.calls.map((call) => call.url)).not.toContain('/api/organization/my-invites');
  });

  it('organization invite: a used invite says so and keeps the dialog', async () => {
    const code = 'b'.repeat(43);
    const { client } = shop({
      modals: ['organization-invite'],
      answer: (method, url) => {
        if (url === '/api/organization/my-invites') {
          return Promise.resolve({
            data: {
              invites: [
                {
                  code,
                  invitedEmail: 'a@gio.vn',
                  organizationName: 'Công ty A',
                  levelLabel: 'Admin',
                },
              ],
            },
          });
        }
        if (method === 'POST' && url.endsWith('/accept')) {
          return Promise.reject(
            new ApiError({ status: 410, code: 'INVITE_NOT_USABLE', message: 'used' }),
          );
        }
        return undefined;
      },
    });
    renderFor(client);
    const dialog = await findDialog('Lời mời tham gia doanh nghiệp');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Tham gia' }));
    expect(
      await screen.findByText('Lời mời này đã được dùng, bị thu hồi hoặc đã hết hạn.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('dialog', { name: 'Lời mời tham gia doanh nghiệp' }),
    ).toBeInTheDocument();
  });

  it('B2B login data: shows the organisation and records it as seen on close', async () => {
    const { client, calls } = shop({
      modals: ['b2b-login-data', 'game-capture'],
      answer: (method, url) => {
        const answer = {
          loginData: {
            organizationName: 'Công ty TNHH Bếp Nhà Việt',
            logoImage: null,
            accountLevel: 1,
            levelLabel: 'Owner',
            clientViewType: 1,
            invoice: { creditLimit: 50_000_000, currentOutstanding: 0, available: 50_000_000 },
            userCount: 4,
          },
          showModal: method === 'GET',
        };
        if (url === '/api/organization/login-data') return Promise.resolve({ data: answer });
        if (method === 'POST' && url === '/api/organization/login-data/seen') {
          return Promise.resolve({ data: answer });
        }
        return undefined;
      },
    });
    renderFor(client);
    const dialog = await findDialog('Tài khoản doanh nghiệp của bạn');
    expect(
      await within(dialog).findByText('Chào mừng bạn đến với Công ty TNHH Bếp Nhà Việt.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/50\.000\.000/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bắt đầu mua sắm' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'POST', url: '/api/organization/login-data/seen' }),
      ),
    );
  });

  it('B2B login data the server no longer shows (cart editor) closes without a seen call', async () => {
    const { client, calls } = shop({
      modals: ['b2b-login-data'],
      answer: (_method, url) =>
        url === '/api/organization/login-data'
          ? Promise.resolve({ data: { loginData: null, showModal: false } })
          : undefined,
    });
    renderFor(client);
    await waitFor(() =>
      expect(calls.some((call) => call.url === '/api/organization/login-data')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.url === '/api/organization/login-data/seen')).toBe(false);
  });

  it('location capture is locked: Escape keeps it, and 585 says the area is not served', async () => {
    const { client, calls } = shop({
      modals: ['location-capture', 'game-capture'],
      answer: (method, url) =>
        method === 'POST' && url === '/api/address'
          ? Promise.reject(
              new ApiError({ status: 400, code: 585, message: 'B2B location unsupported' }),
            )
          : undefined,
    });
    renderFor(client);
    const dialog = await findDialog('Doanh nghiệp của bạn nhận hàng ở đâu?');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await settle();
    expect(
      screen.getByRole('dialog', { name: 'Doanh nghiệp của bạn nhận hàng ở đâu?' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Tên người nhận/)).toHaveValue('Hùng');
    for (const [label, value] of [
      [/Họ người nhận/, 'Lê Văn'],
      [/Số nhà, tên đường/, '1 Hai Bà Trưng'],
      [/Phường\/Xã/, 'Phường 1'],
      [/Quận\/Huyện/, 'Quận 1'],
      [/Tỉnh\/Thành phố/, 'Cà Mau'],
    ] as const) {
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lưu địa chỉ' }));
    expect(
      await within(dialog).findByText(
        'Giỏ chưa phục vụ khách hàng doanh nghiệp tại địa chỉ này. Vui lòng nhập một địa chỉ khác.',
      ),
    ).toBeInTheDocument();
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/api/address',
        body: expect.objectContaining({
          address: expect.objectContaining({ city: 'Cà Mau', accountScope: 1, type: 1 }),
          setAsDefaultAddress: true,
        }),
      }),
    );
  });

  it('organization update confirmation: shows the notice and clears it on close', async () => {
    const { client, calls } = shop({
      modals: ['organization-update-confirmation'],
      answer: (_method, url) => {
        if (url === '/api/organization/confirmation') {
          return Promise.resolve({
            data: {
              confirmation: {
                type: 'organizationUpdated',
                header: 'Doanh nghiệp đã được cập nhật',
                message: 'Lê Văn Hùng đã đổi logo.',
                createdAt: '2026-01-01T00:00:00.000Z',
              },
            },
          });
        }
        if (url === '/api/organization/clear-confirmation') {
          return Promise.resolve({ data: { cleared: 1 } });
        }
        return undefined;
      },
    });
    renderFor(client);
    const dialog = await findDialog('Thông báo từ doanh nghiệp');
    expect(await within(dialog).findByText('Lê Văn Hùng đã đổi logo.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Đã hiểu' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'GET', url: '/api/organization/clear-confirmation' }),
      ),
    );
  });

  it('game capture: playing shows the prize and is not recorded as dismissed', async () => {
    const game = {
      gameId: 'game_vong_quay',
      title: 'Vòng quay may mắn',
      description: 'Quay một lần.',
      kind: 'spin-wheel',
      endDate: '2027-01-01T00:00:00.000Z',
      status: 'available',
      prizes: [{ id: 'p1', label: 'Tín dụng 50.000 ₫', kind: 'credit', amount: 50000 }],
      prize: null,
      playedAt: null,
      cta: { label: 'Chơi ngay', url: '/account' },
    };
    const { client, calls } = shop({
      modals: ['game-capture'],
      answer: (method, url) => {
        if (url === '/api/games/results?cta=game-capture') {
          return Promise.resolve({ data: { games: [game] } });
        }
        if (method === 'POST' && url === '/api/games/play') {
          return Promise.resolve({
            data: { game: { ...game, status: 'played', prize: game.prizes[0] } },
          });
        }
        return undefined;
      },
    });
    renderFor(client);
    const dialog = await findDialog('Trò chơi có thưởng');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Chơi ngay' }));
    expect(await within(dialog).findByText('Bạn trúng: Tín dụng 50.000 ₫')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/api/games/play',
        body: { gameId: 'game_vong_quay' },
      }),
    );
    expect(calls.some((call) => call.url === '/api/games/dismiss')).toBe(false);
  });

  describe('lead capture form', () => {
    const leadShop = (post: () => Promise<unknown>) =>
      shop({
        modals: ['lead-capture-form'],
        answer: (method, url) => {
          if (method === 'GET' && url === '/api/lead-capture') {
            return Promise.resolve({ data: { leadCapture: null, exited: false } });
          }
          if (method === 'POST' && url === '/api/lead-capture') return post();
          if (method === 'POST' && url === '/api/exit-lead-capture') {
            return Promise.resolve({ data: { exited: true } });
          }
          return undefined;
        },
      });

    it('checks the fields before sending: required names, a 10-digit phone, a 5 or 9 digit postal code', async () => {
      const post = jest.fn(() => Promise.resolve(leadCaptureAnswer()));
      const { client, calls } = leadShop(post);
      renderFor(client);
      const dialog = await findDialog('Mua hàng cho doanh nghiệp');
      const phone = await within(dialog).findByLabelText(/Số điện thoại/);
      fireEvent.change(phone, { target: { value: '0901' } });
      fireEvent.change(within(dialog).getByLabelText(/Mã bưu chính/), { target: { value: '123' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Gửi thông tin' }));
      expect(
        await within(dialog).findByText('Vui lòng nhập số điện thoại hợp lệ gồm 10 chữ số.'),
      ).toBeInTheDocument();
      expect(
        within(dialog).getByText('Mã bưu chính phải gồm 5 hoặc 9 chữ số.'),
      ).toBeInTheDocument();
      // First and last name are required; the company name may stay empty.
      expect(within(dialog).getAllByText('Vui lòng điền thông tin này.')).toHaveLength(2);
      expect(post).not.toHaveBeenCalled();
      expect(calls.some((call) => call.method === 'POST' && call.url === '/api/lead-capture')).toBe(
        false,
      );
    });

    it('an admin cannot change the company name: a new lead shows the organisation, locked', async () => {
      const { client, calls } = leadShop(() => Promise.resolve(leadCaptureAnswer()));
      const admin = {
        status: 'customer' as const,
        user: {
          id: 'u2',
          firstName: 'Lan',
          accountLevel: AccountLevel.BUSINESS_ADMIN,
          organization: { name: 'Công ty TNHH Bếp Nhà Việt' },
        },
      };
      renderFor(client, admin as never);
      const dialog = await findDialog('Mua hàng cho doanh nghiệp');
      const company = await within(dialog).findByLabelText(/Tên công ty/);
      expect(company).toHaveValue('Công ty TNHH Bếp Nhà Việt');
      expect(company).toBeDisabled();
      fireEvent.change(within(dialog).getByLabelText(/^Tên(?! công ty)/), {
        target: { value: 'Lan' },
      });
      fireEvent.change(within(dialog).getByLabelText(/^Họ/), { target: { value: 'Trần Thị' } });
      fireEvent.change(within(dialog).getByLabelText(/Số điện thoại/), {
        target: { value: '0901234567' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Gửi thông tin' }));
      await waitFor(() =>
        expect(calls).toContainEqual(
          expect.objectContaining({ method: 'POST', url: '/api/lead-capture' }),
        ),
      );
      // The gateway keeps the organisation's name; the form does not send it.
      const sent = calls.find((call) => call.method === 'POST' && call.url === '/api/lead-capture');
      expect(sent?.body).toEqual(expect.objectContaining({ firstName: 'Lan' }));
      expect(sent?.body).not.toHaveProperty('companyName');
    });

    it('578: an entry already used is said in the form, which stays open', async () => {
      const { client, calls } = leadShop(() =>
        Promise.reject(new ApiError({ status: 400, code: 578, message: 'entry used' })),
      );
      renderFor(client);
      const dialog = await findDialog('Mua hàng cho doanh nghiệp');
      fireEvent.change(await within(dialog).findByLabelText(/^Tên(?! công ty)/), {
        target: { value: 'Hùng' },
      });
      fireEvent.change(within(dialog).getByLabelText(/^Họ/), { target: { value: 'Lê Văn' } });
      fireEvent.change(within(dialog).getByLabelText(/Số điện thoại/), {
        target: { value: '0901234567' },
      });
      fireEvent.change(within(dialog).getByLabelText(/Tên công ty/), {
        target: { value: 'Bếp Nhà Việt' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Gửi thông tin' }));
      expect(
        await within(dialog).findByText('Email hoặc số điện thoại này đã được đăng ký trước đó.'),
      ).toBeInTheDocument();
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          url: '/api/lead-capture',
          body: expect.objectContaining({
            firstName: 'Hùng',
            phoneNumber: '0901234567',
            companyName: 'Bếp Nhà Việt',
            hasCompletedLeadCapture: true,
          }),
        }),
      );
      // Closing the form records it as closed.
      fireEvent.click(within(dialog).getByRole('button', { name: 'Để sau' }));
      await waitFor(() =>
        expect(calls).toContainEqual(
          expect.objectContaining({ method: 'POST', url: '/api/exit-lead-capture' }),
        ),
      );
    });
  });
});
