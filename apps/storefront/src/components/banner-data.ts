import type { BannerView } from '@gio/contracts';
import type { BannerData } from '@gio/ui';

/**
 * The UI kit's banner from the gateway's. The gateway's theme is a colour set, the kit's a theme
 * name; until they agree the kit's default theme is used.
 */
export function toBannerData(banner: BannerView): BannerData {
  return {
    id: banner.id,
    text: banner.text,
    action: banner.action,
    theme: null,
    countdownTimer: banner.countdownTimer,
    endTimestamp: banner.endTimestamp,
  };
}
