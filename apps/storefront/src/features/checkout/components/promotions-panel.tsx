import { ApiError } from '@gio/data-access';
import { useApiClient } from '@gio/shell';
import { Button, FormInput } from '@gio/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addPromoCode,
  applyVouchers,
  removePromoCode,
  removeVouchers,
  usableVouchers,
  type UsableVoucher,
} from '../api/checkout-api';
import type { CheckoutFlow } from '../hooks/use-checkout-flow';
import { useMoney } from '../../../lib/use-money';

/**
 * Promo codes and vouchers (accounts.md §4 "Checkout calls", §7): a code is added or removed;
 * vouchers the shopper holds are applied and removed. Each answer is the new checkout, handed to
 * the checkout machine so the summary and the steps follow.
 */
export function PromotionsPanel({ flow }: { flow: CheckoutFlow }) {
  const { t } = useTranslation('common');
  const client = useApiClient();
  const money = useMoney();
  const { info } = flow.snapshot.context;
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [vouchers, setVouchers] = useState<UsableVoucher[]>([]);
  const applied = new Set(info.vouchers.map((voucher) => voucher.id));

  useEffect(() => {
    usableVouchers(client).then(setVouchers, () => setVouchers([]));
  }, [client]);

  const run = async (action: () => Promise<void>, failure: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await action();
    } catch (error) {
      setMessage({
        kind: 'error',
        text: error instanceof ApiError && error.message ? error.message : failure,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="sf-promos" aria-labelledby="sf-promos-title">
      <h2 id="sf-promos-title">{t('checkout.promos_title')}</h2>
      <form
        className="sf-form__row"
        onSubmit={(event) => {
          event.preventDefault();
          const typed = code.trim();
          if (typed === '') return;
          void run(async () => {
            const answer = await addPromoCode(client, typed);
            flow.accept(answer.data.checkout);
            if (answer.data.results.didAddPromoCode) {
              setCode('');
              setMessage({ kind: 'success', text: t('checkout.promo_added', { code: typed }) });
            } else {
              setMessage({
                kind: 'error',
                text: answer.data.results.message ?? t('checkout.promo_refused'),
              });
            }
          }, t('checkout.promo_refused'));
        }}
      >
        <FormInput
          name="promoCode"
          value={code}
          onChange={setCode}
          maxLength={40}
          label={t('checkout.promo_code')}
        />
        <Button type="submit" variant="secondary" loading={busy}>
          {t('checkout.promo_apply')}
        </Button>
      </form>
      {message ? (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={message.kind === 'error' ? 'sf-form__error' : undefined}
        >
          {message.text}
        </p>
      ) : null}
      {info.appliedPromoCodes.length > 0 ? (
        <ul className="sf-promos__list">
          {info.appliedPromoCodes.map((applied) => (
            <li key={applied}>
              <span>{applied}</span>
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                aria-label={t('checkout.promo_remove', { code: applied })}
                onClick={() =>
                  void run(
                    async () => flow.accept((await removePromoCode(client, applied)).data.checkout),
                    t('checkout.promo_remove_error'),
                  )
                }
              >
                {t('checkout.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {vouchers.length > 0 || applied.size > 0 ? (
        <>
          <h3>{t('checkout.vouchers_title')}</h3>
          <ul className="sf-promos__list">
            {info.vouchers
              .filter((voucher) => !vouchers.some((usable) => usable.id === voucher.id))
              .map((voucher) => (
                <li key={voucher.id}>
                  <span>{(voucher as { name?: string }).name ?? voucher.id}</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={busy}
                    onClick={() =>
                      void run(
                        async () =>
                          flow.accept((await removeVouchers(client, [voucher.id])).data.checkout),
                        t('checkout.voucher_remove_error'),
                      )
                    }
                  >
                    {t('checkout.remove')}
                  </Button>
                </li>
              ))}
            {vouchers.map((voucher) => (
              <li key={voucher.id}>
                <span>
                  {voucher.title} ·{' '}
                  {money(voucher.discountAmount)}
                </span>
                {applied.has(voucher.id) ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={busy}
                    onClick={() =>
                      void run(
                        async () =>
                          flow.accept((await removeVouchers(client, [voucher.id])).data.checkout),
                        t('checkout.voucher_remove_error'),
                      )
                    }
                  >
                    {t('checkout.remove')}
                  </Button>
                ) : (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busy}
                    onClick={() =>
                      void run(
                        async () =>
                          flow.accept((await applyVouchers(client, [voucher.id])).data.checkout),
                        t('checkout.voucher_apply_error'),
                      )
                    }
                  >
                    {t('checkout.voucher_apply')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
