import type { Queryable } from '../db/database';
import { readSiteFeatures } from './account-store';

export type SocialProviderName = 'google' | 'facebook' | 'apple';

/** The site-level switches the account calls obey (tools/seed FeatureFlags, accounts.md §4). */
export interface AccountSiteSwitches {
  /** Web one-time code on join. */
  readonly webOtp: boolean;
  readonly socialSignIn: Readonly<Record<SocialProviderName, boolean>>;
}

/** Reads the switches from the site configuration; a shop without one has every switch off. */
export async function readAccountSiteSwitches(db: Queryable): Promise<AccountSiteSwitches> {
  const features = await readSiteFeatures(db);
  const social = features?.socialSignIn ?? {};
  return {
    webOtp: features?.webOtp === true,
    socialSignIn: {
      google: social.google === true,
      facebook: social.facebook === true,
      apple: social.apple === true,
    },
  };
}
