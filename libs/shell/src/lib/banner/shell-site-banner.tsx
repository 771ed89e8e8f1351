import { SiteBanner } from '@gio/ui';
import { useSession } from '../providers/session';
import { siteBannerText } from '../providers/site-config';
import { useSiteConfig } from '../providers/site-config-context';

/**
 * The site banner under the header (storefront.md §2 "Site banner with free-shipping messages.
 * Its text depends on user type and configuration"), the same in both apps: the message
 * `siteBannerText` picks for this shopper from the site configuration; nothing when the site has
 * none. Until the session is known (the storefront's server render) it is the guest's.
 */
export function ShellSiteBanner() {
  const site = useSiteConfig();
  const session = useSession();
  const text = siteBannerText(site, {
    signedIn: session.status === 'customer',
    clientViewType: session.user?.clientViewType,
    numSuccessfulOrders: session.user?.numSuccessfulOrders,
    loyaltyPermission: session.user?.loyaltyPermission,
  });
  return text ? <SiteBanner text={text} tone="info" /> : null;
}
