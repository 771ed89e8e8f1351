import type { Queryable } from '../db/database';
import type { SlotChoice } from './express-slots';

/** A weekly express delivery slot of a store (`express_delivery_slot_templates`). */
export interface SlotTemplateRow {
  id: string;
  fulfiller_location_id: string;
  day_of_week: number;
  start_time: string;
  end_time: string;
  capacity: number;
  price: number;
}

/** Templates of a store, each with what is booked into it from `fromDate` on, in one statement. */
export async function slotTemplateRows(
  q: Queryable,
  fulfillerLocationId: string,
  fromDate: string,
): Promise<(SlotTemplateRow & { bookings: { date: string; booked: number }[] })[]> {
  const { rows } = await q.query<
    SlotTemplateRow & { bookings: { date: string; booked: number }[] }
  >(
    `SELECT t.id, t.fulfiller_location_id, t.day_of_week, t.start_time, t.end_time, t.capacity, t.price,
            COALESCE((SELECT json_agg(json_build_object('date', b.slot_date::text, 'booked', b.booked))
                        FROM express_slot_bookings b WHERE b.template_id = t.id AND b.slot_date >= $2::date), '[]') AS bookings
       FROM express_delivery_slot_templates t
      WHERE t.fulfiller_location_id = $1
      ORDER BY t.day_of_week, t.start_time, t.id`,
    [fulfillerLocationId, fromDate],
  );
  return rows;
}

/**
 * Books one order into a slot: a conditional increment that never passes the template's
 * capacity, so two checkouts for the last place give one booking. False when the slot is full.
 */
export async function bookSlot(tx: Queryable, choice: SlotChoice): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO express_slot_bookings AS b (template_id, slot_date, booked)
     SELECT t.id, $2::date, 1 FROM express_delivery_slot_templates t WHERE t.id = $1 AND t.capacity >= 1
     ON CONFLICT (template_id, slot_date) DO UPDATE SET booked = b.booked + 1
      WHERE b.booked < (SELECT capacity FROM express_delivery_slot_templates WHERE id = $1)
     RETURNING b.booked`,
    [choice.templateId, choice.date],
  );
  return rows.length > 0;
}
