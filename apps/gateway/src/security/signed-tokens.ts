import { SignJWT, jwtVerify } from 'jose';

/** Audiences of the short-lived tokens the gateway issues to the apps. */
export type TokenAudience = 'firebase' | 'acs';

const ISSUER = 'gio-gateway';

/**
 * Short-lived signed tokens for GET /api/firebase-token and GET /api/acs-token: an HS256 JWT
 * naming the user, signed with the gateway's secret, valid for `ttlSeconds`. The services that
 * accept them check signature, issuer, audience and expiry with the same secret.
 */
export class SignedTokenIssuer {
  constructor(
    private readonly secret: Uint8Array,
    private readonly ttlSeconds: number,
    private readonly now: () => number,
  ) {}

  async issue(
    userId: string,
    audience: TokenAudience,
  ): Promise<{ token: string; expiresAt: string }> {
    const issuedAt = Math.floor(this.now() / 1000);
    const expiresAt = issuedAt + this.ttlSeconds;
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setSubject(userId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.secret);
    return { token, expiresAt: new Date(expiresAt * 1000).toISOString() };
  }

  /** The user a token names, or null when it is not one of ours for that audience or has expired. */
  async verify(token: string, audience: TokenAudience): Promise<string | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        issuer: ISSUER,
        audience,
        algorithms: ['HS256'],
        currentDate: new Date(this.now()),
      });
      return payload.sub ?? null;
    } catch {
      return null;
    }
  }
}
