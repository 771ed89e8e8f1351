import { MessageKey } from '@gio/domain-enums';
import { emailSchema, strictEmailSchema } from './email';

function messageOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('emailSchema (accounts.md §5 "E-mail", storefront.md §5)', () => {
  it.each(['an@gio.vn', 'an.nguyen@shop.com.vn', 'an+deals@gio.vn', 'AN_99@Gio.VN'])(
    'accepts %s',
    (address) => {
      expect(emailSchema.safeParse(address).success).toBe(true);
    },
  );

  it.each(['', 'an', 'an@', '@gio.vn', 'an@gio', 'an gio@gio.vn', 'an@@gio.vn', 'an@gio..vn'])(
    'rejects %j with form.validation_email_default',
    (address) => {
      expect(messageOf(emailSchema.safeParse(address))).toBe(MessageKey.VALIDATION_EMAIL_DEFAULT);
    },
  );

  it('ignores surrounding spaces and outputs the trimmed address', () => {
    expect(emailSchema.parse('  an@gio.vn ')).toBe('an@gio.vn');
  });

  it('rejects a non-string with the same key', () => {
    expect(messageOf(emailSchema.safeParse(42))).toBe('form.validation_email_default');
  });
});

describe('strictEmailSchema (accounts.md §5: no plus sign in the local part)', () => {
  it('rejects a plus sign in the local part with form.validation_email_no_plus', () => {
    expect(messageOf(strictEmailSchema.safeParse('an+deals@gio.vn'))).toBe(
      'form.validation_email_no_plus',
    );
    expect(strictEmailSchema.safeParse('+an@gio.vn').success).toBe(false);
  });

  it('accepts the same address without the plus', () => {
    expect(strictEmailSchema.safeParse('an.deals@gio.vn').success).toBe(true);
  });

  it('still applies the standard pattern, with the standard key', () => {
    expect(messageOf(strictEmailSchema.safeParse('an@gio'))).toBe(
      MessageKey.VALIDATION_EMAIL_DEFAULT,
    );
  });
});
