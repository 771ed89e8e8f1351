import { buildDeliveryTimes, localClock, parseSlotId, slotId, slotProblem } from './express-slots';
import type { SlotTemplateRow } from './express-slot-store';

const template = (
  id: string,
  dayOfWeek: number,
  start: string,
  end: string,
  capacity = 2,
): SlotTemplateRow => ({
  id,
  fulfiller_location_id: 'loc_1',
  day_of_week: dayOfWeek,
  start_time: start,
  end_time: end,
  capacity,
  price: 15_000,
});

describe('express slots', () => {
  it('reads the clock in the shop’s time zone (Asia/Ho_Chi_Minh is UTC+7)', () => {
    // 2026-11-22 18:30 UTC is Monday 23 November 01:30 in Hồ Chí Minh City.
    expect(localClock(Date.UTC(2026, 10, 22, 18, 30), 'Asia/Ho_Chi_Minh')).toEqual({
      date: '2026-11-23',
      minutes: 90,
      weekday: 1,
    });
  });

  it('round-trips slot ids and refuses anything else', () => {
    expect(slotId({ templateId: 'slot_12', date: '2026-11-23' })).toBe('slot_12_20261123');
    expect(parseSlotId('slot_12_20261123')).toEqual({ templateId: 'slot_12', date: '2026-11-23' });
    expect(parseSlotId('slot_12')).toBeNull();
    expect(parseSlotId('_20261123')).toBeNull();
  });

  it('lists the slots that have not started, with what is left of their capacity', () => {
    const templates = [
      template('a', 1, '08:00', '10:00'),
      template('b', 1, '18:00', '20:00'),
      template('c', 2, '08:00', '10:00'),
    ];
    const booked = new Map([['b_20261123', 2]]);
    const clock = { date: '2026-11-23', minutes: 9 * 60 };
    const times = buildDeliveryTimes(templates, booked, clock, '2026-11-23', 2);
    expect(times.map((t) => [t.id, t.remaining, t.available, t.timeDisplay])).toEqual([
      ['b_20261123', 0, false, '23/11 18:00–20:00'],
      ['c_20261124', 2, true, '24/11 08:00–10:00'],
    ]);
  });

  it('refuses a slot on the wrong weekday, in the past or beyond two weeks', () => {
    const monday = template('a', 1, '08:00', '10:00');
    const clock = { date: '2026-11-23', minutes: 60 };
    expect(slotProblem({ templateId: 'a', date: '2026-11-23' }, monday, clock)).toBeNull();
    expect(slotProblem({ templateId: 'a', date: '2026-11-24' }, monday, clock)).toBe('unavailable');
    expect(
      slotProblem({ templateId: 'a', date: '2026-11-23' }, monday, { ...clock, minutes: 8 * 60 }),
    ).toBe('unavailable');
    expect(slotProblem({ templateId: 'a', date: '2026-12-14' }, monday, clock)).toBe('unavailable');
    expect(slotProblem({ templateId: 'a', date: '2026-11-23' }, undefined, clock)).toBe(
      'unavailable',
    );
  });
});
