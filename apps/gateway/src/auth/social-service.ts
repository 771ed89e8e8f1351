import { AppError } from '../http/app-error';
import { AccountErrorCode } from '@gio/contracts';
import { socialSignInEnabled } from '@gio/domain-access';

import { readAccountSiteSwitches, type SocialProviderName } from '../accounts/site-switches';
import type { Database } from '../db/database';
import { insertUser, type UserStore } from '../users/user-store';
import {
  deleteLink,
  insertLink,
  linkedUserId,
  lockLinkedProviders,
  upsertLink,
} from './social-link-store';
import type { SocialTokenVerifier } from './social-verifier';
import { isUniqueViolation } from '../db/errors';

/** A check either signs someone in or tells the apps to sign in first and link. */
export type SocialCheckResult =
  | { readonly signedIn: true; readonly userId: string; readonly created: boolean }
  | { readonly signedIn: false; readonly email: string | null };

/**
 * Google, Facebook and Apple sign-in (accounts.md §4 "Sign-in"): check, link, unlink. A
 * provider works only when the site switch (site config) and the partner switch (our client id
 * configured) are both on.
 *
 * A provider account never takes over an existing Giỏ account by e-mail alone: when the
 * address has an account that is not linked, the person signs in with the password and links.
 */
export class SocialSignInService {
  constructor(
    private readonly db: Database,
    private readonly users: UserStore,
    private readonly verifier: SocialTokenVerifier,
  ) {}

  async enabled(provider: SocialProviderName): Promise<boolean> {
    const partner = this.verifier.partnerEnabled(provider);
    if (!partner) return false;
    const site = (await readAccountSiteSwitches(this.db)).socialSignIn[provider];
    return socialSignInEnabled({ site, partner });
  }

  /** check-{provider}: sign in a linked account, or create one for a new verified address. */
  async check(provider: SocialProviderName, token: string): Promise<SocialCheckResult> {
    await this.ensureEnabled(provider);
    const identity = await this.verifier.verify(provider, token);
    const linked = await this.linkedUser(provider, identity.subject);
    if (linked) return { signedIn: true, userId: linked, created: false };
    if (!identity.email || !identity.emailVerified)
      return { signedIn: false, email: identity.email };
    const email = identity.email;
    try {
      const created = await this.db.transaction(async (tx) => {
        if (await this.users.byEmail(tx, email)) return null;
        const userId = await insertUser(tx, { email });
        await insertLink(tx, { provider, subject: identity.subject, userId, email });
        return userId;
      });
      return created
        ? { signedIn: true, userId: created, created: true }
        : { signedIn: false, email };
    } catch (error) {
      // The same provider account checked twice at once: the other request created it.
      if (!isUniqueViolation(error)) throw error;
      const winner = await this.linkedUser(provider, identity.subject);
      return winner
        ? { signedIn: true, userId: winner, created: false }
        : { signedIn: false, email };
    }
  }

  /** link-{provider}: ties the provider account to the signed-in user (409 if tied elsewhere). */
  async link(userId: string, provider: SocialProviderName, token: string): Promise<void> {
    await this.ensureEnabled(provider);
    const identity = await this.verifier.verify(provider, token);
    const owner = await this.linkedUser(provider, identity.subject);
    if (owner && owner !== userId) throw taken();
    try {
      await upsertLink(this.db, {
        provider,
        subject: identity.subject,
        userId,
        email: identity.email,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
  }

  /** unlink-{provider}: refused when it is the account's only way to sign in. */
  async unlink(userId: string, provider: SocialProviderName): Promise<void> {
    await this.db.transaction(async (tx) => {
      const hasPassword = (await this.users.passwordHash(tx, userId)) !== null;
      const linked = await lockLinkedProviders(tx, userId);
      const others = linked.filter((linkedProvider) => linkedProvider !== provider).length;
      if (!hasPassword && others === 0 && linked.length > 0) {
        throw new AppError(
          400,
          AccountErrorCode.LAST_SIGN_IN_METHOD,
          'Hãy đặt mật khẩu trước khi huỷ liên kết cách đăng nhập cuối cùng.',
        );
      }
      await deleteLink(tx, userId, provider);
    });
  }

  private async ensureEnabled(provider: SocialProviderName): Promise<void> {
    if (!(await this.enabled(provider))) {
      throw new AppError(
        400,
        AccountErrorCode.SOCIAL_SIGN_IN_DISABLED,
        'Cách đăng nhập này đang tắt.',
      );
    }
  }

  private linkedUser(provider: SocialProviderName, subject: string): Promise<string | null> {
    return linkedUserId(this.db, provider, subject);
  }
}

const taken = () =>
  new AppError(
    409,
    AccountErrorCode.SOCIAL_ACCOUNT_TAKEN,
    'Tài khoản này đã liên kết với một tài khoản Giỏ khác.',
  );
