import { useId, useReducer, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BANNER_TEXT_INITIAL,
  bannerHref,
  bannerLinkKind,
  bannerTextReducer,
  bannerTextView,
  type BannerAction,
} from '@gio/domain-shell';
import { Countdown } from '../countdown/countdown';
import type { Clock } from '../shared/clock';
import { CommerceLink } from '../shared/link';

/** A banner theme given as colours (the gateway's CMS) rather than a theme name. */
export interface BannerColours {
  backgroundColor?: string | null;
  textColor?: string | null;
}

/** A banner (storefront.md §3 Banner). */
export interface BannerData {
  /** Stable key of the banner, when the CMS gives one. */
  id?: string;
  text: string;
  action?: BannerAction | null;
  /**
   * CMS theme: a name selects a `gio-banner--theme-{theme}` class; colours paint the banner
   * with them (the CMS picks readable pairs).
   */
  theme?: string | BannerColours | null;
  countdownTimer?: { enabled?: boolean | null } | null;
  /** End of the countdown, in seconds since the epoch. */
  endTimestamp?: number | null;
}

export interface BannerProps {
  banner: BannerData;
  isMobileWeb: boolean;
  clock?: Clock;
}

const themeClass = (theme?: string | BannerColours | null) => {
  if (theme && typeof theme === 'object') return 'gio-banner--theme-custom';
  return theme
    ? `gio-banner--theme-${theme.toLowerCase().replace(/[^a-z0-9-]/g, '')}`
    : 'gio-banner--theme-default';
};

/** Colours of a colour theme as the custom properties `.gio-banner--theme-custom` reads. */
function themeStyle(theme?: string | BannerColours | null): CSSProperties | undefined {
  if (!theme || typeof theme !== 'object') return undefined;
  const style: Record<string, string> = {};
  if (theme.backgroundColor) style['--gio-banner-background'] = theme.backgroundColor;
  if (theme.textColor) style['--gio-banner-text'] = theme.textColor;
  return style as CSSProperties;
}

/**
 * One banner (storefront.md §4 "Banner slider"): its text, cut to 80/120 characters with a
 * see-more / see-less toggle, an optional countdown and a link built from its action.
 */
export function Banner({ banner, isMobileWeb, clock }: BannerProps) {
  const { t } = useTranslation('common');
  const textId = useId();
  const [state, dispatch] = useReducer(bannerTextReducer, BANNER_TEXT_INITIAL);
  const view = bannerTextView(banner.text, { isMobileWeb, expanded: state.expanded });
  const href = bannerHref(banner.action);
  const external = bannerLinkKind(banner.action) === 'external';
  const showCountdown =
    banner.countdownTimer?.enabled === true && typeof banner.endTimestamp === 'number';

  const textContent = href ? (
    external ? (
      <a className="gio-banner__link" href={href} rel="noopener noreferrer">
        {view.text}
      </a>
    ) : (
      <CommerceLink className="gio-banner__link" href={href}>
        {view.text}
      </CommerceLink>
    )
  ) : (
    view.text
  );

  return (
    <div
      className={['gio-banner', themeClass(banner.theme)].join(' ')}
      style={themeStyle(banner.theme)}
    >
      {/* The text is the link: its name says where it leads, and the toggle stays outside it. */}
      <p id={textId} className="gio-banner__text">
        {textContent}
      </p>
      {view.toggle ? (
        <button
          type="button"
          className="gio-banner__toggle"
          aria-expanded={state.expanded}
          aria-controls={textId}
          onClick={() => dispatch({ type: view.toggle === 'see-more' ? 'SEE_MORE' : 'SEE_LESS' })}
        >
          {view.toggle === 'see-more' ? t('actions.see_more') : t('actions.see_less')}
        </button>
      ) : null}
      {showCountdown ? (
        <div className="gio-banner__countdown">
          <span className="gio-banner__countdown-label">{t('product.promotion_ends_in')}</span>
          <Countdown endTimestamp={banner.endTimestamp as number} clock={clock} />
        </div>
      ) : null}
    </div>
  );
}
