import type { SocialProvider } from '@gio/domain-access';
import type { JsonClient } from '@gio/data-access';

/**
 * Asks the provider for an OpenID Connect id token of the person (what the gateway's
 * check-, link- and sign-in calls verify against the provider's key set). Rejects when the person
 * closes the provider's window or the provider gives no token. Both apps' sign-in buttons use it:
 * the storefront's checkout sign-in and the account app's linked sign-ins.
 */
export type SocialIdTokenSource = (provider: SocialProvider, clientId: string) => Promise<string>;

const SDK_URLS: Record<SocialProvider, string> = {
  google: 'https://accounts.google.com/gsi/client',
  facebook: 'https://connect.facebook.net/en_US/sdk.js',
  apple: 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js',
};

const loading = new Map<SocialProvider, Promise<void>>();

/** Loads a provider's sign-in script once, only when its button is used. */
function loadSdk(provider: SocialProvider): Promise<void> {
  const pending =
    loading.get(provider) ??
    new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = SDK_URLS[provider];
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(provider);
        reject(new Error(`${provider} sign-in could not load`));
      };
      document.head.appendChild(script);
    });
  loading.set(provider, pending);
  return pending;
}

interface ProviderGlobals {
  google?: {
    accounts: {
      id: {
        initialize(options: { client_id: string; callback: (answer: { credential?: string }) => void }): void;
        prompt(listener?: (notification: { isNotDisplayed(): boolean; isSkippedMoment(): boolean }) => void): void;
      };
    };
  };
  FB?: {
    init(options: { appId: string; version: string }): void;
    login(
      callback: (answer: { authResponse?: { authenticationToken?: string } | null }) => void,
      options: { scope: string },
    ): void;
  };
  AppleID?: {
    auth: {
      init(options: Record<string, unknown>): void;
      signIn(): Promise<{ authorization?: { id_token?: string } }>;
    };
  };
}

const noToken = (provider: SocialProvider) => new Error(`${provider} gave no sign-in token`);

/**
 * The browser's token source: Google Identity Services, Facebook Login (its OpenID Connect
 * authentication token) and Sign in with Apple JS, whose nonce and state come from
 * GET /api/apple-sign-in/config (accounts.md §7).
 */
export function browserIdTokenSource(client: Pick<JsonClient, 'get'>): SocialIdTokenSource {
  return async (provider, clientId) => {
    await loadSdk(provider);
    const globals = window as unknown as ProviderGlobals;
    switch (provider) {
      case 'google':
        return new Promise<string>((resolve, reject) => {
          const id = globals.google?.accounts.id;
          if (!id) return reject(noToken(provider));
          id.initialize({
            client_id: clientId,
            callback: (answer) => (answer.credential ? resolve(answer.credential) : reject(noToken(provider))),
          });
          id.prompt((notification) => {
            if (notification.isNotDisplayed() || notification.isSkippedMoment()) reject(noToken(provider));
          });
        });
      case 'facebook':
        return new Promise<string>((resolve, reject) => {
          const fb = globals.FB;
          if (!fb) return reject(noToken(provider));
          fb.init({ appId: clientId, version: 'v19.0' });
          fb.login(
            (answer) => {
              const token = answer.authResponse?.authenticationToken;
              if (token) resolve(token);
              else reject(noToken(provider));
            },
            { scope: 'openid,email' },
          );
        });
      case 'apple': {
        const apple = globals.AppleID;
        if (!apple) throw noToken(provider);
        // The call's schemas load with it, outside the first load (README "First load").
        const { getAppleSignInConfig } = await import('./api/get-apple-sign-in-config');
        const config = await getAppleSignInConfig(client);
        apple.auth.init({ ...config, clientId: config.clientId ?? clientId });
        const answer = await apple.auth.signIn();
        const token = answer.authorization?.id_token;
        if (!token) throw noToken(provider);
        return token;
      }
    }
  };
}
