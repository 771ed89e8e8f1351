import { EMAIL_TOPICS, type EmailTopic } from '@gio/contracts';
import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'gio-gateway';
const AUDIENCE = 'unsubscribe';

/** What an unsubscribe link names. */
export interface UnsubscribeClaim {
  readonly email: string;
  readonly topic: EmailTopic;
}

/**
 * The tokens of unsubscribe links: an HS256 JWT of the gateway's secret naming an address and a
 * topic. They do not expire — a link in an old e-mail must still work (RFC 8058) — and they
 * only ever take a topic away, so a leaked one can do no more than that.
 */
export class UnsubscribeTokens {
  constructor(private readonly secret: Uint8Array) {}

  sign(claim: UnsubscribeClaim): Promise<string> {
    return new SignJWT({ topic: claim.topic })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(claim.email.toLowerCase())
      .sign(this.secret);
  }

  /** The claim of a token of ours, or null for anything else. */
  async verify(token: string): Promise<UnsubscribeClaim | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
      });
      const topic = EMAIL_TOPICS.find((t) => t === payload['topic']);
      return payload.sub && topic ? { email: payload.sub, topic } : null;
    } catch {
      return null;
    }
  }
}
