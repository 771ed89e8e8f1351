import type { CountdownParts } from '@gio/domain-shell';
import { useTranslation } from 'react-i18next';
import type { Clock } from '../shared/clock';
import { useCountdown } from './use-countdown';
import './countdown.css';

export interface CountdownProps {
  /** End of the offer, in seconds since the epoch (Banner.endTimestamp, storefront.md §3). */
  endTimestamp: number;
  /** Time source; stories and tests pass a fixed or fake clock. */
  clock?: Clock;
  /** Visual density: 'boxes' for banners, 'inline' for tile badges. */
  appearance?: 'boxes' | 'inline';
  className?: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Days, hours, minutes and seconds left (storefront.md §4), ticking every second and stopping at
 * zero. It is a `timer`, which screen readers do not announce on every tick; its label carries the
 * whole remaining time for whoever reads it.
 */
export function Countdown({
  endTimestamp,
  clock,
  appearance = 'boxes',
  className,
}: CountdownProps) {
  const parts = useCountdown(endTimestamp, clock);
  return <CountdownDisplay parts={parts} appearance={appearance} className={className} />;
}

export interface CountdownDisplayProps {
  /** What `useCountdown` reads; null before the client knows the time (placeholders). */
  parts: CountdownParts | null;
  appearance?: 'boxes' | 'inline';
  className?: string;
}

/** The countdown's markup for parts read elsewhere, when the caller also acts on them. */
export function CountdownDisplay({
  parts,
  appearance = 'boxes',
  className,
}: CountdownDisplayProps) {
  const { t } = useTranslation('common');
  const units = [
    { key: 'days', value: parts?.days, label: t('countdown.days') },
    { key: 'hours', value: parts?.hours, label: t('countdown.hours') },
    { key: 'minutes', value: parts?.minutes, label: t('countdown.minutes') },
    { key: 'seconds', value: parts?.seconds, label: t('countdown.seconds') },
  ];
  // No parts yet (server render and hydration): placeholders, named once the client knows the time.
  const label = !parts
    ? undefined
    : parts.done
      ? t('countdown.ended')
      : t('countdown.label', {
          days: parts.days,
          hours: parts.hours,
          minutes: parts.minutes,
          seconds: parts.seconds,
        });

  return (
    <span
      role="timer"
      aria-label={label}
      data-done={parts?.done || undefined}
      className={['gio-countdown', `gio-countdown--${appearance}`, className]
        .filter(Boolean)
        .join(' ')}
    >
      {units.map((unit) => (
        <span key={unit.key} className="gio-countdown__unit" aria-hidden="true">
          <span className="gio-countdown__value">
            {unit.value === undefined ? '--' : unit.key === 'days' ? unit.value : pad(unit.value)}
          </span>
          <span className="gio-countdown__label">{unit.label}</span>
        </span>
      ))}
    </span>
  );
}
