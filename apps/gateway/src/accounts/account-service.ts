import { AppError } from '../http/app-error';
import { AccountErrorCode, ApiErrorCode, SIGN_UP_CONFIRM_PAGE_PATH } from '@gio/contracts';
import { OtpType, ServerErrorCode } from '@gio/domain-enums';
import type { Database, Queryable } from '../db/database';
import type { OutboxDispatcher } from '../outbox/dispatcher';
import type { OutboxRepo } from '../outbox/outbox';
import type { PasswordHasher } from '../security/password-hasher';
import { randomToken, sha256 } from '../security/random';
import type { RateLimits } from '../security/rate-limits';
import { insertUser, normalizeEmail, setUserName, setUserTelephone, type UserStore } from '../users/user-store';
import { loginError, otpError } from './account-error';
import {
  consumeResetToken,
  insertCustomerDataCapture,
  confirmGateEmailSignUp,
  hasGateEmailSignUp,
  insertGateEmailSignUp,
  insertResetToken,
} from './account-store';
import { otpMessage, passwordChangedMessage, resetLinkMessage, signUpConfirmationMessage } from './messages';
import { maskEmail } from '../email-preferences/email-topics';
import type { OtpService } from './otp-service';
import { latestPhoneVerificationTarget } from './otp-store';
import { readAccountSiteSwitches } from './site-switches';
import { isUniqueViolation } from '../db/errors';

export interface AccountServiceDeps {
  readonly db: Database;
  readonly users: UserStore;
  readonly hasher: PasswordHasher;
  readonly otp: OtpService;
  readonly outbox: OutboxRepo;
  readonly dispatcher: OutboxDispatcher;
  readonly limits: RateLimits;
  /** Where reset links point, e.g. `https://gio.vn` (no trailing slash). */
  readonly publicOrigin: string;
  readonly resetTokenLifetimeMs?: number;
  readonly now: () => number;
}

export interface JoinInput {
  readonly email: string;
  readonly password: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly telephone?: string;
}

/** A join either signs the new user in or asks for the code that was just sent. */
export type JoinResult =
  { readonly kind: 'joined'; readonly userId: string } | { readonly kind: 'otp-sent' };

const emailExists = () =>
  new AppError(
    400,
    ServerErrorCode.REGISTRATION_EMAIL_EXISTS_ERROR,
    'Email này đã được đăng ký.',
    'loginData.email',
  );
const telephoneExists = () =>
  new AppError(
    400,
    ServerErrorCode.REGISTRATION_TELEPHONE_EXISTS_ERROR,
    'Số điện thoại này đã được đăng ký.',
    'loginData.telephone',
  );
const phoneRegistered = () =>
  new AppError(
    400,
    ServerErrorCode.PHONE_NUMBER_ALREADY_REGISTERED,
    'Số điện thoại đã được đăng ký.',
    'phone',
  );

/**
 * Who a user is (accounts.md §7 "Account and auth"): sign-in, join, one-time codes, password
 * set, change and reset, sign-ups, name and phone. Rules that must hold whatever the client:
 *
 * - login, join, one-time codes, forget and reset password answer alike whether or not an
 *   account exists, and take about as long (a missing account still costs a password hash);
 * - they are rate-limited per typed account and per address;
 * - a code is checked and spent in the transaction of the change it allows, and a wrong try is
 *   committed even though the call fails.
 */
export class AccountService {
  private readonly now: () => number;
  private readonly resetTokenLifetimeMs: number;

  constructor(private readonly deps: AccountServiceDeps) {
    this.now = deps.now;
    this.resetTokenLifetimeMs = deps.resetTokenLifetimeMs ?? 60 * 60 * 1000;
  }

  /** POST /api/login: the user id, or LOGIN_ERROR (55) for any wrong pair. */
  async login(email: string, password: string, address: string): Promise<string> {
    const { db, users, hasher, limits } = this.deps;
    await limits.consume('loginPerAddress', address);
    await limits.ensureNotBlocked('loginFailuresPerAccount', email);
    const user = await users.byEmail(db, email);
    const stored = user ? await users.passwordHash(db, user.id) : null;
    const valid = stored
      ? await hasher.verify(password, stored)
      : await hasher.verifyNothing(password);
    if (!user || !stored || !valid) {
      await limits.recordFailure('loginFailuresPerAccount', email);
      throw loginError();
    }
    await limits.reset('loginFailuresPerAccount', email);
    if (hasher.needsRehash(stored))
      await users.setPasswordHash(db, user.id, await hasher.hash(password));
    return user.id;
  }

  /**
   * POST /api/join. With the web-OTP switch on, a code from issue-otp must come with the join
   * (566 otherwise); with it off, a join without a code sends one and answers `otp-sent`. Either
   * way the e-mail's owner proves they read it before 561 can tell them the address is taken,
   * so a stranger learns nothing from a join.
   */
  async join(input: JoinInput, otp: string | undefined, address: string): Promise<JoinResult> {
    const { db, users, hasher, limits } = this.deps;
    const email = normalizeEmail(input.email);
    await limits.consume('joinPerAddress', address);
    await limits.consume('joinPerAccount', email);
    if (otp === undefined) {
      const switches = await readAccountSiteSwitches(db);
      if (switches.webOtp) throw otpError('otp');
      await this.sendCode('email', email, OtpType.USER_REGISTRATION);
      return { kind: 'otp-sent' };
    }
    const passwordHash = await hasher.hash(input.password);
    let result: { ok: true; userId: string } | { ok: false };
    try {
      result = await db.transaction(async (tx) => {
        if (!(await this.deps.otp.verify(tx, OtpType.USER_REGISTRATION, email, otp)))
          return { ok: false as const };
        // Thrown, so that the code stays unspent for the owner to sign in or fix the phone.
        if (await users.byEmail(tx, email)) throw emailExists();
        if (input.telephone && (await users.byTelephone(tx, input.telephone)))
          throw telephoneExists();
        const userId = await insertUser(tx, {
          email,
          firstName: input.firstName,
          lastName: input.lastName,
          telephoneNumber: input.telephone ?? null,
        });
        await users.setPasswordHash(tx, userId, passwordHash);
        return { ok: true as const, userId };
      });
    } catch (error) {
      // Two joins racing for one address or phone: the unique index decides.
      if (isUniqueViolation(error, 'telephone')) throw telephoneExists();
      if (isUniqueViolation(error)) throw emailExists();
      throw error;
    }
    if (!result.ok) throw otpError('otp');
    return { kind: 'joined', userId: result.userId };
  }

  /**
   * POST /api/issue-otp. Registration codes go to any address (only its owner reads them);
   * reset codes only where an account exists, but the answer is the same either way. Codes for
   * a phone go by SMS to the account's phone and are checked against its e-mail.
   */
  async issueOtp(
    request: { email?: string; phone?: string; type: OtpType },
    address: string,
  ): Promise<void> {
    const { db, users, limits } = this.deps;
    const typed = request.email ?? request.phone ?? '';
    await limits.consume('otpPerAddress', address);
    await limits.consume('otpPerAccount', typed);
    if (request.type === OtpType.USER_REGISTRATION) {
      if (!request.email)
        throw new AppError(
          400,
          ApiErrorCode.VALIDATION_ERROR,
          'email is required for userRegistration',
          'email',
        );
      await this.sendCode('email', normalizeEmail(request.email), OtpType.USER_REGISTRATION);
      return;
    }
    const user = request.email
      ? await users.byEmail(db, request.email)
      : await users.byTelephone(db, request.phone ?? '');
    if (!user) {
      // A code is stored all the same (no one receives it), so the call costs what a real one costs.
      await db.transaction((tx) =>
        this.deps.otp.issue(tx, OtpType.RESET_PASSWORD, normalizeEmail(typed)),
      );
      return;
    }
    if (request.email) await this.sendCode('email', user.email, OtpType.RESET_PASSWORD);
    else
      await this.sendCode('sms', user.email, OtpType.RESET_PASSWORD, user.telephone_number ?? '');
  }

  /**
   * POST /api/forget-password. With a valid reset code the answer carries a reset token; without
   * a code a reset link goes to the address when it has an account. Same answer for all.
   */
  async forgetPassword(
    emailTyped: string,
    otp: string | undefined,
    address: string,
  ): Promise<{ token?: string }> {
    const { db, users, limits, outbox } = this.deps;
    const email = normalizeEmail(emailTyped);
    await limits.consume('resetPerAddress', address);
    await limits.consume('resetPerAccount', email);
    if (otp !== undefined) {
      const token = await db.transaction(async (tx) => {
        if (!(await this.deps.otp.verify(tx, OtpType.RESET_PASSWORD, email, otp))) return null;
        const user = await users.byEmail(tx, email);
        return user ? this.createResetToken(tx, user.id) : null;
      });
      if (token === null) throw otpError('otp');
      return { token };
    }
    const user = await users.byEmail(db, email);
    if (!user) return {};
    await db.transaction(async (tx) => {
      const token = await this.createResetToken(tx, user.id);
      const link = `${this.deps.publicOrigin}/reset-password?token=${encodeURIComponent(token)}`;
      await outbox.enqueue(tx, resetLinkMessage(user.email, link));
    });
    void this.deps.dispatcher.deliverPending();
    return {};
  }

  /** POST /api/reset-password: the token is single use; every session of the user ends. */
  async resetPassword(token: string, newPassword: string, address: string): Promise<string> {
    const { db, users, hasher, limits, outbox } = this.deps;
    await limits.consume('resetPerAddress', address);
    const hash = await hasher.hash(newPassword);
    const user = await db.transaction(async (tx) => {
      const userId = await consumeResetToken(tx, sha256(token), new Date(this.now()));
      if (!userId) return null;
      await users.setPasswordHash(tx, userId, hash);
      const row = await users.byId(tx, userId);
      if (row) await outbox.enqueue(tx, passwordChangedMessage(row.email));
      return userId;
    });
    if (user === null) throw otpError('token');
    await limits.reset('loginFailuresPerAccount', (await users.byId(db, user))?.email ?? '');
    void this.deps.dispatcher.deliverPending();
    return user;
  }

  /** POST /api/set-password: a first password for an account made through a social sign-in. */
  async setPassword(userId: string, newPassword: string): Promise<void> {
    const { db, users, hasher } = this.deps;
    if (await users.passwordHash(db, userId)) {
      throw new AppError(
        400,
        AccountErrorCode.PASSWORD_ALREADY_SET,
        'Tài khoản đã có mật khẩu; hãy dùng đổi mật khẩu.',
        'newPassword',
      );
    }
    await users.setPasswordHash(db, userId, await hasher.hash(newPassword));
  }

  /** POST /api/change-password: a wrong current password counts as a failed sign-in. */
  async changePassword(
    userId: string,
    currentPassword: string,
    newPassword: string,
  ): Promise<void> {
    const { db, users, hasher, limits, outbox } = this.deps;
    const user = await users.byId(db, userId);
    if (!user) throw loginError('currentPassword');
    await limits.ensureNotBlocked('loginFailuresPerAccount', user.email);
    const stored = await users.passwordHash(db, userId);
    const valid = stored
      ? await hasher.verify(currentPassword, stored)
      : await hasher.verifyNothing(currentPassword);
    if (!valid) {
      await limits.recordFailure('loginFailuresPerAccount', user.email);
      throw loginError('currentPassword');
    }
    const hash = await hasher.hash(newPassword);
    await db.transaction(async (tx) => {
      await users.setPasswordHash(tx, userId, hash);
      await outbox.enqueue(tx, passwordChangedMessage(user.email));
    });
    void this.deps.dispatcher.deliverPending();
  }

  /**
   * POST /api/gate-email-sign-up: stored once per address and confirm type, and on an address's
   * very first sign-up a link confirming the address goes to it (double opt-in: nobody signs
   * another person up). Any later sign-up of the address — a repeat or another confirm type —
   * answers the same and sends nothing, so the call cannot be used to flood an inbox.
   */
  async gateEmailSignUp(email: string, confirmType: string): Promise<void> {
    const address = normalizeEmail(email);
    const token = randomToken();
    const sent = await this.deps.db.transaction(async (tx) => {
      const first = !(await hasGateEmailSignUp(tx, address));
      const inserted = await insertGateEmailSignUp(tx, address, confirmType, first ? token : null);
      if (!first || !inserted) return false;
      const link = `${this.deps.publicOrigin}${SIGN_UP_CONFIRM_PAGE_PATH}?token=${encodeURIComponent(token)}`;
      await this.deps.outbox.enqueue(tx, signUpConfirmationMessage(address, link));
      return true;
    });
    if (sent) void this.deps.dispatcher.deliverPending();
  }

  /** POST /api/gate-email-sign-up/confirm: the link's token confirms its sign-up once. */
  async confirmGateEmailSignUp(token: string): Promise<{ maskedEmail: string; confirmType: string }> {
    const confirmed = await this.deps.db.transaction((tx) => confirmGateEmailSignUp(tx, token));
    if (!confirmed) {
      throw new AppError(
        400,
        AccountErrorCode.SIGN_UP_LINK_INVALID,
        'Liên kết xác nhận không hợp lệ hoặc đã được dùng.',
        'token',
      );
    }
    return { maskedEmail: maskEmail(confirmed.email), confirmType: confirmed.confirm_type };
  }

  /** POST /api/customer-data-captures: 578 when the e-mail or phone was entered before (storefront.md §8). */
  async captureCustomerData(
    email: string | undefined,
    telephone: string | undefined,
  ): Promise<void> {
    try {
      await insertCustomerDataCapture(
        this.deps.db,
        email ? normalizeEmail(email) : null,
        telephone ?? null,
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw new AppError(
        400,
        ServerErrorCode.ENTRY_ALREADY_USED,
        'customer_data_capture_form.api_error_message_entry_used',
        email ? 'email' : 'telephone',
      );
    }
  }

  /** PUT /api/current_user/name. */
  async setName(userId: string, firstName: string, lastName: string): Promise<void> {
    await setUserName(this.deps.db, userId, firstName, lastName);
  }

  /**
   * POST /api/phone-verification: 596 when another account has the number; with `verify` a
   * code goes to the phone by SMS (verify-code then confirms it), without it the number is saved
   * unverified.
   */
  async startPhoneVerification(userId: string, phone: string, verify: boolean): Promise<boolean> {
    const { db, users, limits } = this.deps;
    const owner = await users.byTelephone(db, phone);
    if (owner && owner.id !== userId) throw phoneRegistered();
    if (!verify) {
      if (owner?.id !== userId) await setUserTelephone(db, userId, phone, false);
      return false;
    }
    await limits.consume('otpPerAccount', `phone:${userId}`);
    await this.sendCode('sms', `${userId}:${phone}`, 'phoneVerification', phone);
    return true;
  }

  /** POST /api/verify-code: confirms the phone number the last phone-verification code went to. */
  async verifyPhoneCode(userId: string, code: string): Promise<void> {
    const { db, users, limits } = this.deps;
    await limits.consume('resetPerAccount', `verify:${userId}`);
    const outcome = await db.transaction(async (tx) => {
      const target = await latestPhoneVerificationTarget(tx, userId);
      if (!target || !(await this.deps.otp.verify(tx, 'phoneVerification', target, code)))
        return 'invalid' as const;
      const phone = target.slice(userId.length + 1);
      const owner = await users.byTelephone(tx, phone);
      if (owner && owner.id !== userId) return 'taken' as const;
      await setUserTelephone(tx, userId, phone, true);
      return 'verified' as const;
    });
    if (outcome === 'invalid') throw otpError('code');
    if (outcome === 'taken') throw phoneRegistered();
  }

  /** Stores a code and its message in one transaction, then nudges delivery. */
  private async sendCode(
    channel: 'email' | 'sms',
    target: string,
    purpose: OtpType | 'phoneVerification',
    phone?: string,
  ): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const code = await this.deps.otp.issue(tx, purpose, target);
      await this.deps.outbox.enqueue(
        tx,
        otpMessage(channel, channel === 'sms' ? (phone ?? target) : target, purpose, code),
      );
    });
    void this.deps.dispatcher.deliverPending();
  }

  private async createResetToken(tx: Queryable, userId: string): Promise<string> {
    const token = randomToken(32);
    await insertResetToken(
      tx,
      sha256(token),
      userId,
      new Date(this.now() + this.resetTokenLifetimeMs),
    );
    return token;
  }
}
