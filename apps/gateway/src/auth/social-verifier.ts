import { AppError } from '../http/app-error';
import { AccountErrorCode } from '@gio/contracts';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

import type { SocialProviderName } from '../accounts/site-switches';

/** Where a provider's tokens come from and whom they are for (gateway config, per provider). */
export interface SocialProviderConfig {
  /** Accepted `iss` values. */
  readonly issuers: readonly string[];
  /** Our client id at the provider (`aud`); null keeps the provider's partner switch off. */
  readonly audience: string | null;
  /** The provider's JSON Web Key Set. */
  readonly jwksUrl: string;
}

export type SocialProvidersConfig = Readonly<Record<SocialProviderName, SocialProviderConfig>>;

/** The providers' published issuers and key sets; audiences come from the environment. */
export const SOCIAL_PROVIDER_DEFAULTS: Readonly<
  Record<SocialProviderName, Omit<SocialProviderConfig, 'audience'>>
> = {
  google: {
    issuers: ['https://accounts.google.com', 'accounts.google.com'],
    jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
  },
  // Facebook Limited Login issues OpenID Connect id tokens.
  facebook: {
    issuers: ['https://www.facebook.com'],
    jwksUrl: 'https://limited.facebook.com/.well-known/oauth/openid/jwks/',
  },
  apple: { issuers: ['https://appleid.apple.com'], jwksUrl: 'https://appleid.apple.com/auth/keys' },
};

/** What a verified token says about the person. */
export interface SocialIdentity {
  readonly provider: SocialProviderName;
  readonly subject: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
}

/**
 * Verifies a provider's signed id token (design.md "Gateway": JWT against the provider's JWKS):
 * signature by a key of the provider's set, issuer, audience (our client id) and expiry, with
 * asymmetric algorithms only. Production fetches and caches the remote key set; tests hand in
 * a local one.
 */
export class SocialTokenVerifier {
  private readonly keySets = new Map<SocialProviderName, JWTVerifyGetKey>();

  constructor(
    readonly providers: SocialProvidersConfig,
    private readonly now: () => number,
    keySets: Partial<Record<SocialProviderName, JWTVerifyGetKey>> = {},
  ) {
    for (const [provider, keySet] of Object.entries(keySets) as [
      SocialProviderName,
      JWTVerifyGetKey,
    ][]) {
      this.keySets.set(provider, keySet);
    }
  }

  /** The partner-level switch: on when our client id at the provider is configured. */
  partnerEnabled(provider: SocialProviderName): boolean {
    return this.providers[provider].audience !== null;
  }

  async verify(provider: SocialProviderName, token: string): Promise<SocialIdentity> {
    const config = this.providers[provider];
    if (config.audience === null) throw invalid();
    try {
      const { payload } = await jwtVerify(token, this.keySet(provider), {
        issuer: [...config.issuers],
        audience: config.audience,
        algorithms: ['RS256', 'ES256'],
        requiredClaims: ['sub', 'exp'],
        currentDate: new Date(this.now()),
        clockTolerance: 5,
      });
      if (typeof payload.sub !== 'string' || payload.sub === '') throw invalid();
      const email = typeof payload['email'] === 'string' ? payload['email'].toLowerCase() : null;
      // Apple sends the flag as the string "true".
      const verified = payload['email_verified'] === true || payload['email_verified'] === 'true';
      return { provider, subject: payload.sub, email, emailVerified: email !== null && verified };
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw invalid();
    }
  }

  private keySet(provider: SocialProviderName): JWTVerifyGetKey {
    let keySet = this.keySets.get(provider);
    if (!keySet) {
      keySet = createRemoteJWKSet(new URL(this.providers[provider].jwksUrl));
      this.keySets.set(provider, keySet);
    }
    return keySet;
  }
}

const invalid = () =>
  new AppError(
    400,
    AccountErrorCode.SOCIAL_TOKEN_INVALID,
    'Không xác thực được tài khoản mạng xã hội.',
    'idToken',
  );
