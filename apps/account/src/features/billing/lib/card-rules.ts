import type { FieldRule } from '@gio/domain-validation';

/** MM/YY or MM/YYYY → month and four-digit year; null when it is not a month. */
export function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}

/** Whether a card's expiry month has passed by `today`. */
export function isExpired(card: { expMonth: number; expYear: number }, today: Date): boolean {
  const year = today.getFullYear();
  return card.expYear < year || (card.expYear === year && card.expMonth < today.getMonth() + 1);
}

/** The Luhn checksum every card number carries, so a mistyped digit is caught before sending. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The card form's fields. The number is 12 to 19 digits (spaces and dashes as typed are fine) with
 * a valid checksum; the expiry a month not yet past; the security code 3 or 4 digits. The
 * provider has the last word (487 on a decline).
 */
export function cardRules(today: () => Date): readonly FieldRule[] {
  return [
    { name: 'holderName', required: true },
    {
      name: 'number',
      required: true,
      validators: [
        (value) => {
          const typed = text(value);
          const digits = typed.replace(/[\s-]/g, '');
          return /^[0-9 -]+$/.test(typed) && /^\d{12,19}$/.test(digits) && luhn(digits)
            ? undefined
            : 'account.billing.card_number_invalid';
        },
      ],
    },
    {
      name: 'expiry',
      required: true,
      validators: [
        (value) => {
          const expiry = parseExpiry(text(value));
          return expiry && !isExpired(expiry, today()) ? undefined : 'account.billing.card_expiry_invalid';
        },
      ],
    },
    {
      name: 'cvc',
      required: true,
      validators: [(value) => (/^\d{3,4}$/.test(text(value)) ? undefined : 'account.billing.card_cvc_invalid')],
    },
  ];
}
