import { hasStorefrontLaterStrings, loadStorefrontLaterStrings } from '@gio/i18n';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { businessLoginDataModal } from '../features/business/components/business-login-data-notice';
import { locationCaptureModal } from '../features/business/components/location-capture';
import { organizationConfirmationModal } from '../features/business/components/organization-confirmation-notice';
import { organizationInviteModal } from '../features/business/components/organization-invite';
import {
  FirstLoadEngagement,
  type FirstLoadEngagementProps,
} from '../features/first-load/components/first-load-engagement';
import { gameCaptureModal } from '../features/games/components/game-capture';
import { leadCaptureFormModal } from '../features/lead-capture/components/lead-capture-modal';
import { loyaltyPromptModal } from '../features/loyalty/components/loyalty-prompt';
import type { ServerFirstLoadModals } from '../lib/first-load-modal';

/**
 * Each modal `GET /api/first-load` may name, from the feature that owns it. The first-load
 * feature decides which one opens; it never imports these features, the app hands them over.
 */
export const serverFirstLoadModals: ServerFirstLoadModals = {
  'loyalty-prompt': loyaltyPromptModal,
  'location-capture': locationCaptureModal,
  'organization-invite': organizationInviteModal,
  'organization-update-confirmation': organizationConfirmationModal,
  'b2b-login-data': businessLoginDataModal,
  'lead-capture-form': leadCaptureFormModal,
  'game-capture': gameCaptureModal,
};

/**
 * What opens by itself on a first load (features/first-load) with the server-side modals of
 * loyalty, business, lead-capture and games. The shell loads this module with `import()` after
 * hydration, so none of it (forms, zod, the exit-intent machine) is in a first load; nor are the
 * pop-ups' strings, which load here before any of them shows (@gio/i18n `loadStorefrontLaterStrings`).
 */
export function AppFirstLoad(props: Omit<FirstLoadEngagementProps, 'serverModals'>) {
  const { i18n } = useTranslation('common');
  const [stringsReady, setStringsReady] = useState(() => hasStorefrontLaterStrings(i18n));
  useEffect(() => {
    if (stringsReady) return;
    let active = true;
    // Without its strings no pop-up opens: one that showed its keys would be worse than none.
    loadStorefrontLaterStrings(i18n).then(
      () => active && setStringsReady(true),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [i18n, stringsReady]);
  if (!stringsReady) return null;
  return <FirstLoadEngagement {...props} serverModals={serverFirstLoadModals} />;
}
