import { Limits } from '@gio/domain-enums';
import { passwordRuleChecks, type PasswordRule } from '@gio/domain-validation';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../icons/icons';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import './password-rules.css';

export interface PasswordRulesProps {
  /** The password being typed. */
  value: string;
  /** Give the password field `aria-describedby` this id so the rules are read with it. */
  id?: string;
  className?: string;
}

/**
 * The password rule of accounts.md §5 shown before submit, one line per part, each ticked as the
 * typed password meets it (the parts come from @gio/domain-validation `passwordRuleChecks`, the
 * rule the server applies). Met or not is said in words too, not by colour alone.
 */
export function PasswordRules({ value, id, className }: PasswordRulesProps) {
  const { t } = useTranslation('common');
  const label: Record<PasswordRule, string> = {
    minLength: t('form.password_rule_min_length', { min: Limits.PASSWORD_MIN_LENGTH }),
    noSpaces: t('form.password_rule_no_spaces'),
    lowercase: t('form.password_rule_lowercase'),
    uppercase: t('form.password_rule_uppercase'),
    digitOrSpecial: t('form.password_rule_digit_or_special'),
  };
  return (
    <div id={id} className={['gio-password-rules', className].filter(Boolean).join(' ')}>
      <p className="gio-password-rules__title">{t('form.password_rules_title')}</p>
      <ul className="gio-password-rules__list">
        {passwordRuleChecks(value).map(({ rule, met }) => (
          <li key={rule} className={['gio-password-rules__rule', met && 'gio-password-rules__rule--met'].filter(Boolean).join(' ')}>
            <span className="gio-password-rules__mark" aria-hidden="true">
              {met ? <CheckIcon /> : null}
            </span>
            <span>
              {label[rule]}
              <VisuallyHidden> ({met ? t('form.password_rule_met') : t('form.password_rule_unmet')})</VisuallyHidden>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
