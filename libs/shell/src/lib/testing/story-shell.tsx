import type { JsonClient } from '@gio/data-access';
import type { AppName } from '@gio/domain-shell';
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { CartSummaryProvider } from '../providers/cart-summary';
import type { SessionState } from '../providers/session';
import { DEFAULT_SITE_CONFIG, type SiteShellConfig } from '../providers/site-config';
import { ShellProvider } from '../providers/shell-provider';

/** What a story (or a test) tells the shell decorator: `parameters: { shell: { … } }`. */
export interface ShellStoryParameters {
  /** The app the shell is rendered in (default the storefront). */
  app?: AppName;
  /** The address shown (default `/`). */
  path?: string;
  /** Who is looking (default a guest). */
  session?: SessionState;
  /** Site configuration beyond the demo defaults. */
  site?: Partial<SiteShellConfig>;
  cartCount?: number;
  /** The fake gateway's answer for a call; the demo answers (`demoAnswer`) when it gives none. */
  answer?: (method: string, url: string, body?: unknown) => Promise<unknown> | undefined;
  /** Receives the documents the shell would load (sign-out, a search from the account app). */
  onFullPageLoad?: (url: string) => void;
}

export const GUEST: SessionState = { status: 'guest', user: null };

export const CUSTOMER: SessionState = {
  status: 'customer',
  user: { id: 'u-lan', firstName: 'Lan', clientViewType: 0, numSuccessfulOrders: 14 },
};

export const BUSINESS_MEMBER: SessionState = {
  status: 'customer',
  user: {
    id: 'u-minh',
    firstName: 'Minh',
    accountLevel: 2,
    clientViewType: 1,
    organization: { name: 'Công ty TNHH Bếp Nhà Việt' },
    numSuccessfulOrders: 3,
  },
};

/** The demo site of the stories: support contact, app-store links and banner texts set. */
export const DEMO_SITE: SiteShellConfig = {
  ...DEFAULT_SITE_CONFIG,
  invitesEnabled: true,
  support: {
    email: 'hotro@gio.vn',
    telephone: '1900 6868',
    hours: '7:00–22:00',
    maintenanceMessage: '',
  },
  appStoreLinks: {
    ios: 'https://apps.example/gio-ios',
    android: 'https://apps.example/gio-android',
  },
  freeShippingMessages: {
    guest: 'Miễn phí giao hàng cho đơn từ 300.000 ₫',
    customer: 'Miễn phí giao hàng cho đơn từ 250.000 ₫',
    business: 'Doanh nghiệp: miễn phí giao hàng cho đơn từ 1.000.000 ₫',
    firstOrder: 'Đơn đầu tiên được miễn phí giao hàng',
    loyaltyMember: 'Thành viên WAON: miễn phí giao hàng mọi đơn',
  },
};

/** Demo answers of the gateway in the contracts' shapes (the client checks them against the schemas). */
export function demoAnswer(method: string, url: string): Promise<unknown> {
  const path = url.split('?')[0];
  if (method === 'GET' && path === '/api/account/newsfeed/time') {
    return Promise.resolve({
      data: { time: '2026-11-20T08:00:00.000Z', lastReadAt: null, unreadCount: 2 },
    });
  }
  if (method === 'GET' && path === '/api/account/newsfeed') {
    return Promise.resolve({
      data: {
        page: 1,
        hasMore: false,
        lastReadAt: null,
        items: [
          {
            id: 'n-1',
            kind: 'promotion',
            title: 'Giảm 20% rau củ Đà Lạt',
            body: 'Đến hết Chủ nhật, mọi loại rau củ Đà Lạt giảm 20%.',
            url: '/m/uu-dai',
            publishedAt: '2026-11-20T08:00:00.000Z',
            isNew: true,
          },
          {
            id: 'n-2',
            kind: 'reward',
            title: 'Phiếu quà tặng thành viên',
            body: 'Đổi 10.000 điểm WAON lấy phiếu 50.000 ₫.',
            url: '/waon-member-vouchers',
            publishedAt: '2026-11-18T08:00:00.000Z',
            isNew: false,
          },
        ],
      },
    });
  }
  if (method === 'GET' && path === '/api/search-suggestions') {
    return Promise.resolve({
      data: {
        term: 'sua',
        suggestions: [
          {
            type: 'TERM',
            label: 'sữa tươi',
            path: '/products/search/s%E1%BB%AFa%20t%C6%B0%C6%A1i',
          },
          { type: 'PRODUCT', label: 'Sữa tươi Đà Lạt 1L', path: '/product/v-1/sua-tuoi-da-lat-1l' },
        ],
      },
    });
  }
  if (method === 'POST' && path === '/api/logout') {
    return Promise.resolve({ data: { csrfToken: 'guest-token' } });
  }
  if (method === 'POST' && path === '/api/customer-data-captures') {
    return Promise.resolve({ data: { success: true } });
  }
  return Promise.reject(new Error(`No demo answer for ${method} ${url}`));
}

/** A JSON client over the story's answers, recording every call. */
export function storyClient(answer?: ShellStoryParameters['answer']) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  const call = (method: string, url: string, body?: unknown) => {
    calls.push({ method, url, body });
    return answer?.(method, url, body) ?? demoAnswer(method, url);
  };
  const client = {
    request: (method: string, url: string, body?: unknown) => call(method, url, body),
    get: (url: string) => call('GET', url),
    post: (url: string, body?: unknown) => call('POST', url, body),
    put: (url: string, body?: unknown) => call('PUT', url, body),
    delete: (url: string, body?: unknown) => call('DELETE', url, body),
  } as unknown as JsonClient;
  return { client, calls };
}

/** The shell's providers and a memory router around `children`, as an app mounts them. */
export function ShellFrame({
  parameters = {},
  client,
  children,
}: {
  parameters?: ShellStoryParameters;
  client?: JsonClient;
  children: ReactNode;
}) {
  // One client per frame: a new one per render would ask the shell's calls again.
  const [demoClient] = useState(() => storyClient(parameters.answer).client);
  return (
    <ShellProvider
      app={parameters.app ?? 'storefront'}
      site={{ ...DEMO_SITE, ...parameters.site }}
      client={client ?? demoClient}
      session={parameters.session ?? GUEST}
      fullPageLoad={parameters.onFullPageLoad ?? (() => undefined)}
    >
      <CartSummaryProvider count={parameters.cartCount ?? 0}>
        <MemoryRouter initialEntries={[parameters.path ?? '/']}>{children}</MemoryRouter>
      </CartSummaryProvider>
    </ShellProvider>
  );
}

/** Storybook decorator: the story inside `ShellFrame`, set by `parameters.shell`. */
export const withShell: Decorator = (Story, context) => (
  <ShellFrame parameters={context.parameters['shell'] as ShellStoryParameters | undefined}>
    <Story />
  </ShellFrame>
);
