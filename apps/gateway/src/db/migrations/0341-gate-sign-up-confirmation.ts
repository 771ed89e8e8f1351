import type { Migration } from './migration';

/**
 * A gate e-mail sign-up (POST /api/gate-email-sign-up) confirms its address: the first sign-up
 * of an address and confirm type sends a link carrying a random token; following it sets
 * `confirmed_at` and spends the token. Sign-ups made before this keep no token and stay
 * unconfirmed.
 */
export const migration0341GateSignUpConfirmation: Migration = {
  id: '0341-gate-sign-up-confirmation',
  statements: [
    `ALTER TABLE gate_email_sign_ups ADD COLUMN confirm_token text UNIQUE`,
    `ALTER TABLE gate_email_sign_ups ADD COLUMN confirmed_at timestamptz`,
  ],
};
