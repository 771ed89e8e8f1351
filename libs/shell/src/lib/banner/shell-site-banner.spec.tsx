import { expectStoriesAccessible } from '@gio/ui/testing';
import { screen } from '@testing-library/react';
import { BUSINESS_MEMBER, CUSTOMER } from '../testing/story-shell';
import { renderShell } from '../testing/render-shell';
import { ShellSiteBanner } from './shell-site-banner';
import * as stories from './shell-site-banner.stories';

describe('ShellSiteBanner stories', () => expectStoriesAccessible(stories));

describe('site banner (storefront.md §2: its text depends on user type and configuration)', () => {
  it.each([
    ['a guest', undefined, 'Miễn phí giao hàng cho đơn từ 300.000 ₫'],
    ['a customer', CUSTOMER, 'Miễn phí giao hàng cho đơn từ 250.000 ₫'],
    [
      'the business view',
      BUSINESS_MEMBER,
      'Doanh nghiệp: miễn phí giao hàng cho đơn từ 1.000.000 ₫',
    ],
  ])('shows %s their message', (_who, session, text) => {
    renderShell(<ShellSiteBanner />, { session });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('shows nothing when the site has no message', () => {
    const { container } = renderShell(<ShellSiteBanner />, {
      site: {
        freeShippingMessages: {
          guest: '',
          customer: '',
          business: '',
          firstOrder: '',
          loyaltyMember: '',
        },
      },
    });
    expect(container).toBeEmptyDOMElement();
  });
});
