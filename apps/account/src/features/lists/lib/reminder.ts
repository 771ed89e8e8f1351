/**
 * How often a list may remind its owner (accounts.md §3 "reminder"; the contract takes any
 * 1–365 days, the page offers the choices a shopper's week and month make sense of). `0` is off.
 */
export const REMINDER_CHOICES = [0, 7, 14, 30] as const;
export type ReminderChoice = (typeof REMINDER_CHOICES)[number];

/** The choice a list's reminder shows as: its own interval when it is not one of the choices. */
export function reminderChoiceOf(reminder: { intervalDays: number } | null): number {
  return reminder?.intervalDays ?? 0;
}

/** The reminder a choice sends: null switches it off. */
export function reminderOf(intervalDays: number): { intervalDays: number } | null {
  return intervalDays > 0 ? { intervalDays } : null;
}
