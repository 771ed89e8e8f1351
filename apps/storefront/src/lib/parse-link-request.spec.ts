import { parseLinkRequest } from './parse-link-request';

describe('parseLinkRequest (apps/storefront README "Link parameters")', () => {
  it('reads an add-to-cart link with the price it carried', () => {
    expect(parseLinkRequest('/', '?addToCart=id-v-sua&price=32000').addToCart).toEqual({
      variantId: 'id-v-sua',
      price: 32000,
    });
  });

  it('ignores values that do not parse instead of guessing', () => {
    const request = parseLinkRequest(
      '/',
      '?addToCart=%3Cscript%3E&action=add-to-list&variantId=id-v-sua&commercialAccount=maybe',
    );
    expect(request.addToCart).toBeNull();
    // add-to-list without its list asks for nothing.
    expect(request.action).toBeNull();
    expect(request.commercialAccount).toBeNull();
  });

  it('takes the invite code from the /invite/:promocode path', () => {
    expect(parseLinkRequest('/invite/LAN-2026', '?action=accept-invite').action).toEqual({
      kind: 'accept-invite',
      promoCode: 'LAN-2026',
    });
    expect(parseLinkRequest('/cart', '?action=accept-invite').action).toBeNull();
  });

  it('a malformed escape in the invite path asks for nothing rather than throwing', () => {
    expect(parseLinkRequest('/invite/%E0%A4%A', '?action=accept-invite').action).toBeNull();
  });
});
