import { AccountScope } from '@gio/domain-enums';
import { isBusinessView, seesBusinessWelcomeBanner, showInviteLink, showsFavouritesLink } from './business-view';

describe('business view (accounts.md §6)', () => {
  const business = { loggedIn: true, clientViewType: AccountScope.BUSINESS };
  const personal = { loggedIn: true, clientViewType: AccountScope.PERSONAL };

  it('is a logged-in user viewing with the business scope', () => {
    expect(isBusinessView(business)).toBe(true);
    expect(isBusinessView(personal)).toBe(false);
    expect(isBusinessView({ loggedIn: false, clientViewType: AccountScope.BUSINESS })).toBe(false);
    expect(isBusinessView({ loggedIn: true, clientViewType: null })).toBe(false);
  });

  it('business-view users see the business welcome banner and not the favourites link', () => {
    expect(seesBusinessWelcomeBanner(business)).toBe(true);
    expect(showsFavouritesLink(business)).toBe(false);
  });

  it('other users see the favourites link and not the banner', () => {
    expect(seesBusinessWelcomeBanner(personal)).toBe(false);
    expect(showsFavouritesLink(personal)).toBe(true);
  });
});

describe('showInviteLink (accounts.md §6)', () => {
  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
    [false, true, false],
  ])('invites enabled %s, limited-products mode %s → %s', (invitesEnabled, limitedProductsMode, shown) => {
    expect(showInviteLink({ invitesEnabled, limitedProductsMode })).toBe(shown);
  });
});
