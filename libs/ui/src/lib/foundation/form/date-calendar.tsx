import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../button/icon-button';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import { wrapTab } from '../modal/focus';
import { addDays, addMonths, dayKey, isAfterDay, isBeforeDay, isSameDay, monthWeeks, startOfDay, startOfWeek } from './date-utils';
import './date-calendar.css';

export interface DateCalendarProps {
  /** The chosen date, if any; the calendar opens on it. */
  value: Date | null;
  onSelect: (date: Date) => void;
  /** Closes without choosing (Escape). */
  onDismiss: () => void;
  /** Days after this one are disabled (accounts.md §2). */
  maxDate?: Date;
  minDate?: Date;
  /** Injected for stories and tests; the real today otherwise. */
  today?: Date;
  /** Accessible name of the dialog. */
  label?: string;
}

function localeOf(language: string): string {
  return language.startsWith('vi') ? 'vi-VN' : 'en-GB';
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

function clamp(date: Date, minDate?: Date, maxDate?: Date): Date {
  if (maxDate && isAfterDay(date, maxDate)) return startOfDay(maxDate);
  if (minDate && isBeforeDay(date, minDate)) return startOfDay(minDate);
  return date;
}

/**
 * The calendar of the date field, following the WAI-ARIA date picker dialog pattern: a grid
 * of days with one roving tab stop; arrows move by day and week, Home/End to the week's
 * edges, Page Up/Down by month (with Shift by year), Enter or Space chooses, Escape closes.
 * Disabled days can be reached, so screen readers hear them, but not chosen.
 */
export function DateCalendar({ value, onSelect, onDismiss, maxDate, minDate, today: todayProp, label }: DateCalendarProps) {
  const { t, i18n } = useTranslation('common');
  const locale = localeOf(i18n.language);
  const today = startOfDay(todayProp ?? new Date());
  const [focused, setFocused] = useState(() => clamp(value ?? today, minDate, maxDate));
  const gridRef = useRef<HTMLTableElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const hintId = useId();
  const moved = useRef(false);

  useEffect(() => {
    // Focus the active day on open and after each keyboard move, not on every render.
    const button = gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${dayKey(focused)}"]`);
    if (button && (moved.current || !dialogRef.current?.contains(document.activeElement))) button.focus();
    moved.current = false;
  }, [focused]);

  const isDisabled = (date: Date) => Boolean((maxDate && isAfterDay(date, maxDate)) || (minDate && isBeforeDay(date, minDate)));
  const moveTo = (date: Date) => {
    moved.current = true;
    setFocused(date);
  };
  const choose = (date: Date) => {
    if (!isDisabled(date)) onSelect(date);
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => startOfWeek(focused),
      End: () => addDays(startOfWeek(focused), 6),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveTo(move());
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(focused);
    }
  };

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Only the calendar closes, not a modal the field sits in.
      event.stopPropagation();
      onDismiss();
    } else if (event.key === 'Tab' && dialogRef.current && wrapTab(dialogRef.current, event.shiftKey, document.activeElement)) {
      event.preventDefault();
    }
  };

  const weeks = monthWeeks(focused.getFullYear(), focused.getMonth());
  const monthTitle = capitalise(new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(focused));
  const monday = startOfWeek(today);
  const weekdays = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  const shortDay = new Intl.DateTimeFormat(locale, { weekday: 'narrow' });
  const longDay = new Intl.DateTimeFormat(locale, { weekday: 'long' });
  const fullDate = new Intl.DateTimeFormat(locale, { dateStyle: 'full' });

  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={label ?? t('date_picker.dialog_label')}
      aria-describedby={hintId}
      className="gio-calendar"
      onKeyDown={onDialogKeyDown}
    >
      <div className="gio-calendar__header">
        <IconButton size="sm" label={t('date_picker.previous_month')} icon={<ChevronLeftIcon />} onClick={() => setFocused(addMonths(focused, -1))} />
        <h2 id={headingId} className="gio-calendar__title" aria-live="polite">
          {monthTitle}
        </h2>
        <IconButton size="sm" label={t('date_picker.next_month')} icon={<ChevronRightIcon />} onClick={() => setFocused(addMonths(focused, 1))} />
      </div>
      <table ref={gridRef} role="grid" aria-labelledby={headingId} className="gio-calendar__grid" onKeyDown={onGridKeyDown}>
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={dayKey(day)} scope="col" abbr={capitalise(longDay.format(day))}>
                {shortDay.format(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={dayKey(week.find((d): d is Date => d !== null) ?? focused)}>
              {week.map((day, index) => {
                if (!day) return <td key={`pad-${index}`} />;
                const disabled = isDisabled(day);
                const selected = value !== null && isSameDay(day, value);
                const isFocus = isSameDay(day, focused);
                const classes = [
                  'gio-calendar__day',
                  selected && 'gio-calendar__day--selected',
                  isSameDay(day, today) && 'gio-calendar__day--today',
                ]
                  .filter(Boolean)
                  .join(' ');
                return (
                  <td key={dayKey(day)} aria-selected={selected || undefined}>
                    <button
                      type="button"
                      className={classes}
                      data-day={dayKey(day)}
                      tabIndex={isFocus ? 0 : -1}
                      aria-disabled={disabled || undefined}
                      aria-current={isSameDay(day, today) ? 'date' : undefined}
                      aria-label={disabled ? `${fullDate.format(day)}, ${t('date_picker.unavailable')}` : fullDate.format(day)}
                      onClick={() => {
                        setFocused(day);
                        choose(day);
                      }}
                    >
                      {day.getDate()}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={hintId} className="gio-calendar__hint">
        {t('date_picker.keyboard_hint')}
      </p>
    </div>
  );
}
