import type { TFunction } from 'i18next';
import { signInUrl } from '@gio/shell';
import type { LinkModal } from '../lib/link-modal';

export interface LinkSignInArgs {
  /** The link parameters to resume after sign-in (action, variantId, listId, resumeList). */
  resume: Record<string, string>;
  /** Where to come back to: this page, without its link parameters. */
  redirect: string;
  /** Why signing in is asked (i18n key). */
  descriptionKey: string;
}

/**
 * A link action that needs an account, followed by a guest: the full-page login dialog
 * (storefront.md §4 "Back in stock": action and redirect back), which resumes the action on
 * this page once signed in.
 */
export function linkSignInModal(
  { resume, redirect, descriptionKey }: LinkSignInArgs,
  t: TFunction,
): LinkModal {
  return {
    variant: 'login',
    title: t('navigation.login'),
    description: t(descriptionKey),
    content: (
      <a className="sf-button-link" href={signInUrl(redirect, resume)}>
        {t('navigation.login')}
      </a>
    ),
  };
}
