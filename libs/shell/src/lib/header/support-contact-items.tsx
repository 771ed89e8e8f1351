import { useSiteConfig } from '../providers/site-config-context';

/**
 * The support telephone and e-mail of the site config as list items with tel: and mailto:
 * links (the header's menu panel and the storefront's /mobile-support); nothing for what the site has not set.
 */
export function SupportContactItems({ phoneLabel }: { phoneLabel?: (phone: string) => string }) {
  const { telephone, email } = useSiteConfig().support;
  return (
    <>
      {telephone && (
        <li>
          <a href={`tel:${telephone.replace(/\s+/g, '')}`}>
            {phoneLabel ? phoneLabel(telephone) : telephone}
          </a>
        </li>
      )}
      {email && (
        <li>
          <a href={`mailto:${email}`}>{email}</a>
        </li>
      )}
    </>
  );
}
