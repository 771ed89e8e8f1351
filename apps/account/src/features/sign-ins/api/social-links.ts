import { authRoutes } from '@gio/contracts';
import type { SocialProvider } from '@gio/domain-access';
import { callRoute, type JsonClient } from '@gio/data-access';

/**
 * Links a provider account to the signed-in user with the provider's id token (accounts.md §7:
 * PUT /api/link-google with accountData, POST /api/link-facebook with facebook, and Apple's
 * link call, which the contracts model on Facebook's).
 */
export async function linkSocialAccount(
  client: Pick<JsonClient, 'put' | 'post'>,
  provider: SocialProvider,
  idToken: string,
): Promise<void> {
  switch (provider) {
    case 'google':
      await callRoute(client, authRoutes.linkGoogle, { body: { accountData: { idToken } } });
      return;
    case 'facebook':
      await callRoute(client, authRoutes.linkFacebook, { body: { facebook: { idToken } } });
      return;
    case 'apple':
      await callRoute(client, authRoutes.linkApple, { body: { apple: { idToken } } });
      return;
  }
}

/**
 * Unlinks a provider (PUT /api/unlink-google, POST /api/unlink-facebook, POST /api/unlink-apple);
 * refused with LAST_SIGN_IN_METHOD when it is the account's only way to sign in.
 */
export async function unlinkSocialAccount(
  client: Pick<JsonClient, 'put' | 'post'>,
  provider: SocialProvider,
): Promise<void> {
  switch (provider) {
    case 'google':
      await callRoute(client, authRoutes.unlinkGoogle);
      return;
    case 'facebook':
      await callRoute(client, authRoutes.unlinkFacebook);
      return;
    case 'apple':
      await callRoute(client, authRoutes.unlinkApple);
      return;
  }
}
