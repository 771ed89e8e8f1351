import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { tooManyRequests } from '../http/app-error';

/** At most `points` in any window of `durationSeconds`. */
export interface LimitRule {
  readonly points: number;
  readonly durationSeconds: number;
}

/**
 * Limits of the sign-in family (design.md "Gateway": per account and per address) and of the
 * bot-protection layer. "Account" is whatever identifier was typed (e-mail or phone), whether
 * or not an account has it, so the limit itself reveals nothing.
 */
export interface RateLimitRules {
  /** Failed sign-ins (and wrong current passwords) per account. */
  readonly loginFailuresPerAccount: LimitRule;
  readonly loginPerAddress: LimitRule;
  readonly joinPerAccount: LimitRule;
  readonly joinPerAddress: LimitRule;
  /** One-time codes sent per e-mail or phone, and per address. */
  readonly otpPerAccount: LimitRule;
  readonly otpPerAddress: LimitRule;
  /** forget-password, reset-password and verify-code per account and per address. */
  readonly resetPerAccount: LimitRule;
  readonly resetPerAddress: LimitRule;
  /** Every other /api call per session; above it the bot protection asks for a CAPTCHA. */
  readonly apiPerSession: LimitRule;
  /**
   * The same calls per address: a ceiling for clients that drop their cookie, high enough for
   * many shoppers behind one address (an office, a phone carrier's shared address).
   */
  readonly apiPerAddress: LimitRule;
}

/** How many sessions' worth of calls one address may make (the address ceiling). */
export const SESSIONS_PER_ADDRESS = 20;

export const DEFAULT_RATE_LIMIT_RULES: RateLimitRules = {
  loginFailuresPerAccount: { points: 10, durationSeconds: 15 * 60 },
  loginPerAddress: { points: 100, durationSeconds: 15 * 60 },
  joinPerAccount: { points: 10, durationSeconds: 60 * 60 },
  joinPerAddress: { points: 30, durationSeconds: 60 * 60 },
  otpPerAccount: { points: 5, durationSeconds: 60 * 60 },
  otpPerAddress: { points: 30, durationSeconds: 60 * 60 },
  resetPerAccount: { points: 10, durationSeconds: 60 * 60 },
  resetPerAddress: { points: 50, durationSeconds: 60 * 60 },
  apiPerSession: { points: 600, durationSeconds: 60 },
  apiPerAddress: { points: 600 * SESSIONS_PER_ADDRESS, durationSeconds: 60 },
};

export type LimitName = keyof RateLimitRules;

/**
 * Named rate limiters over one store: memory by default, Redis when a client is given so that
 * every gateway replica counts together (design.md "Redis").
 */
export class RateLimits {
  private readonly limiters: Record<LimitName, RateLimiterAbstract>;

  constructor(
    readonly rules: RateLimitRules = DEFAULT_RATE_LIMIT_RULES,
    redis?: Redis,
  ) {
    const make = (name: LimitName): RateLimiterAbstract => {
      const options = {
        keyPrefix: `gio:rl:${name}`,
        points: rules[name].points,
        duration: rules[name].durationSeconds,
      };
      return redis
        ? new RateLimiterRedis({ ...options, storeClient: redis })
        : new RateLimiterMemory(options);
    };
    this.limiters = Object.fromEntries(
      (Object.keys(rules) as LimitName[]).map((name) => [name, make(name)]),
    ) as Record<LimitName, RateLimiterAbstract>;
  }

  /** Counts one attempt; throws a 429 AppError once the limit is passed. */
  async consume(name: LimitName, key: string): Promise<void> {
    const retry = await this.tryConsume(name, key);
    if (retry !== null) throw tooManyRequests(retry);
  }

  /** Counts one attempt; null when allowed, else the seconds to wait. */
  async tryConsume(name: LimitName, key: string): Promise<number | null> {
    try {
      await this.limiters[name].consume(normalizeKey(key));
      return null;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes)
        return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw rejection;
    }
  }

  /** Throws a 429 when the limit is already used up, without counting (failure-only limits). */
  async ensureNotBlocked(name: LimitName, key: string): Promise<void> {
    const wait = await this.blockedFor(name, key);
    if (wait !== null) throw tooManyRequests(wait);
  }

  /** Without counting: null when the key may go on, else the seconds until it may. */
  async blockedFor(name: LimitName, key: string): Promise<number | null> {
    const limiter = this.limiters[name];
    const state = await limiter.get(normalizeKey(key));
    if (state && state.consumedPoints >= limiter.points) return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
    return null;
  }

  /** Counts a failure without refusing this call (the refusal comes with the next one). */
  async recordFailure(name: LimitName, key: string): Promise<void> {
    await this.limiters[name].penalty(normalizeKey(key), 1);
  }

  /** Forgets a key's failures, e.g. after a successful sign-in. */
  async reset(name: LimitName, key: string): Promise<void> {
    await this.limiters[name].delete(normalizeKey(key));
  }
}

/** E-mails are keyed case-insensitively, so that 'A@x.vn' and 'a@x.vn' share one budget. */
function normalizeKey(key: string): string {
  return key.trim().toLowerCase();
}
