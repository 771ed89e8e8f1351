import { Button } from '@gio/ui';
import type { TFunction } from 'i18next';
import type { LinkModal } from '../lib/link-modal';

/**
 * Link-session success or failure (storefront.md §4 first-load modal): linking a social sign-in
 * (accounts.md §4 "Social sign-in is checked, then linked") ends with a return here carrying
 * `linkSession=success|failure`.
 */
export function linkSessionResultModal(outcome: 'success' | 'failure', t: TFunction): LinkModal {
  const key = outcome === 'success' ? 'link_session_success' : 'link_session_failure';
  return {
    title: t(`link_modals.${key}_title`),
    variant: 'small',
    content: (controls) => (
      <>
        <p role={outcome === 'failure' ? 'alert' : undefined}>{t(`link_modals.${key}_body`)}</p>
        <div className="sf-modal-actions">
          <Button onClick={controls.close}>{t('link_modals.ok')}</Button>
        </div>
      </>
    ),
  };
}
