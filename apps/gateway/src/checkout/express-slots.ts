import type { DeliveryTimeView } from '@gio/contracts';
import type { Queryable } from '../db/database';
import { slotTemplateRows, type SlotTemplateRow } from './express-slot-store';

/**
 * Express delivery times (accounts.md §7 GET /api/express-delivery-times; storefront.md §3
 * deliveryTimes): concrete slots built from the weekly `express_delivery_slot_templates` of a
 * store, each with the capacity left after the orders already booked into it
 * (`express_slot_bookings`). A slot's id is `<template id>_<yyyymmdd>`.
 */

/** A slot chosen at checkout: its template and its local date (YYYY-MM-DD). */
export interface SlotChoice {
  readonly templateId: string;
  readonly date: string;
}

/** How far ahead a slot may be chosen. */
export const MAX_SLOT_DAYS_AHEAD = 14;

/** The local calendar date and minute of day of an instant in the shop's time zone. */
export function localClock(
  now: number,
  timeZone: string,
): { date: string; minutes: number; weekday: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    weekday: 'short',
  }).formatToParts(new Date(now));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  const minutes = Number(part('hour')) * 60 + Number(part('minute'));
  return { date, minutes, weekday: weekdayOf(date) };
}

/** 0 Sunday … 6 Saturday of a calendar date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

const minutesOf = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

export function slotId(choice: SlotChoice): string {
  return `${choice.templateId}_${choice.date.replaceAll('-', '')}`;
}

/** The template and date of a slot id, or null for anything else. */
export function parseSlotId(id: string): SlotChoice | null {
  const match = /^(.+)_(\d{4})(\d{2})(\d{2})$/.exec(id);
  if (!match) return null;
  const [, templateId, year, month, day] = match;
  const date = `${year}-${month}-${day}`;
  if (!templateId || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) return null;
  return { templateId, date };
}

/** "23/11 08:00–10:00": what the slot list and the order show (accounts.md §3 timeDisplay). */
export function timeDisplay(
  date: string,
  template: Pick<SlotTemplateRow, 'start_time' | 'end_time'>,
): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)} ${template.start_time}–${template.end_time}`;
}

/** Templates of a store with what is booked into each from `fromDate` on, in one statement. */
export async function slotTemplates(
  q: Queryable,
  fulfillerLocationId: string,
  fromDate: string,
): Promise<{ templates: SlotTemplateRow[]; booked: Map<string, number> }> {
  const rows = await slotTemplateRows(q, fulfillerLocationId, fromDate);
  const booked = new Map<string, number>();
  for (const row of rows)
    for (const b of row.bookings)
      booked.set(slotId({ templateId: row.id, date: b.date }), b.booked);
  return { templates: rows, booked };
}

/** The slots of `days` days from `fromDate` that have not started yet, earliest first. */
export function buildDeliveryTimes(
  templates: readonly SlotTemplateRow[],
  booked: ReadonlyMap<string, number>,
  clock: { date: string; minutes: number },
  fromDate: string,
  days: number,
): DeliveryTimeView[] {
  const times: DeliveryTimeView[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const date = addDays(fromDate, offset);
    if (date < clock.date) continue;
    const weekday = weekdayOf(date);
    for (const template of templates) {
      if (template.day_of_week !== weekday) continue;
      if (date === clock.date && minutesOf(template.start_time) <= clock.minutes) continue;
      const id = slotId({ templateId: template.id, date });
      const remaining = Math.max(0, template.capacity - (booked.get(id) ?? 0));
      times.push({
        id,
        timeDisplay: timeDisplay(date, template),
        date,
        startTime: template.start_time,
        endTime: template.end_time,
        price: template.price,
        remaining,
        available: remaining > 0,
      });
    }
  }
  return times;
}

/** Why a chosen slot cannot be booked now, or null when it can. */
export function slotProblem(
  choice: SlotChoice,
  template: SlotTemplateRow | undefined,
  clock: { date: string; minutes: number },
): 'unavailable' | null {
  if (!template) return 'unavailable';
  if (weekdayOf(choice.date) !== template.day_of_week) return 'unavailable';
  if (choice.date < clock.date || choice.date > addDays(clock.date, MAX_SLOT_DAYS_AHEAD))
    return 'unavailable';
  if (choice.date === clock.date && minutesOf(template.start_time) <= clock.minutes)
    return 'unavailable';
  return null;
}
