import type { BannerView } from '@gio/contracts';
import type { BannerData } from '@gio/ui';

/** The UI kit's banner from the gateway's: the gateway's theme is a colour set, which the kit paints. */
export function toBannerData(banner: BannerView): BannerData {
  return {
    id: banner.id,
    text: banner.text,
    action: banner.action,
    theme: { backgroundColor: banner.theme.backgroundColor, textColor: banner.theme.textColor },
    countdownTimer: banner.countdownTimer,
    endTimestamp: banner.endTimestamp,
  };
}
