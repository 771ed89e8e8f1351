import escapeHtml from 'escape-html';

/**
 * A CAPTCHA service behind one interface (storefront.md §7 "Bot protection"): it draws its widget
 * inside the gateway's challenge form and judges what the form posts back. A real service
 * (reCAPTCHA, hCaptcha, Turnstile) cannot be reached from the shop's own network in development,
 * so the shop ships a sandbox provider, as payment companies ship test modes.
 */
export interface ChallengeProvider {
  /** Shown in logs, never to the shopper. */
  readonly name: string;
  /** The widget's HTML inside the challenge form. */
  widgetHtml(): string;
  /** Whether the posted form proves a person answered (the provider's verification call). */
  verify(form: Readonly<Record<string, string>>, remoteAddress: string): Promise<boolean>;
}

/** The sandbox's one field: a checkbox a person ticks, as in a CAPTCHA provider's test mode. */
export const SANDBOX_CHALLENGE_FIELD = 'sandbox-challenge';
export const SANDBOX_CHALLENGE_ANSWER = 'passed';

/**
 * The sandbox CAPTCHA: a labelled checkbox, clearly marked as the test mode. It keeps scripts
 * that fire plain API calls out (they never load the page nor post the form) and lets a tester
 * walk through the challenge, which is all a test mode can do.
 */
export class SandboxChallengeProvider implements ChallengeProvider {
  readonly name = 'sandbox';

  widgetHtml(): string {
    return `<p class="sandbox">${escapeHtml('Chế độ thử (sandbox): dịch vụ CAPTCHA thật thay ô này khi được cấu hình.')}</p>
<label><input type="checkbox" name="${SANDBOX_CHALLENGE_FIELD}" value="${SANDBOX_CHALLENGE_ANSWER}" required> ${escapeHtml('Tôi không phải là robot')}</label>`;
  }

  async verify(form: Readonly<Record<string, string>>): Promise<boolean> {
    return form[SANDBOX_CHALLENGE_FIELD] === SANDBOX_CHALLENGE_ANSWER;
  }
}
