import type { ReactNode } from 'react';
import { CommerceLink } from '../shared/link';
import './site-banner.css';

export interface SiteBannerProps {
  /**
   * The message, already chosen and translated by the caller: its wording depends on the user
   * type and the free-shipping configuration (storefront.md §2, §9), which the kit does not read.
   */
  text: ReactNode;
  /** Optional link that makes the message a link (e.g. to the shipping text page). */
  href?: string;
  tone?: 'info' | 'promo';
  className?: string;
}

/** Site banner with the free-shipping message (storefront.md §2 shell elements). */
export function SiteBanner({ text, href, tone = 'promo', className }: SiteBannerProps) {
  return (
    <div
      className={['gio-site-banner', `gio-site-banner--${tone}`, className]
        .filter(Boolean)
        .join(' ')}
    >
      <p className="gio-site-banner__text">
        {href ? (
          <CommerceLink className="gio-site-banner__link" href={href}>
            {text}
          </CommerceLink>
        ) : (
          text
        )}
      </p>
    </div>
  );
}
