import { AccountScope } from '@gio/domain-enums';

/** Input of the business-view rules: the user's clientViewType uses the account scope numbers. */
export interface ClientView {
  readonly loggedIn: boolean;
  readonly clientViewType: AccountScope | null | undefined;
}

/** accounts.md §3, §6: a logged-in user viewing the shop with the business scope (1). */
export function isBusinessView({ loggedIn, clientViewType }: ClientView): boolean {
  return loggedIn && clientViewType === AccountScope.BUSINESS;
}

/** accounts.md §6 "Business-view users see the business welcome banner". */
export function seesBusinessWelcomeBanner(view: ClientView): boolean {
  return isBusinessView(view);
}

/** accounts.md §6 "Business-view users ... do not see the favourites link". */
export function showsFavouritesLink(view: ClientView): boolean {
  return !isBusinessView(view);
}

/**
 * accounts.md §6 "The invite-friends link shows only if invites are enabled and the site is not
 * in limited-products mode".
 */
export function showInviteLink({ invitesEnabled, limitedProductsMode }: { readonly invitesEnabled: boolean; readonly limitedProductsMode: boolean }): boolean {
  return invitesEnabled && !limitedProductsMode;
}
