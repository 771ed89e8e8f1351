import { trackingBatchSchema } from '@gio/domain-tracking';
import { trackingBatchBody } from './track-batch';

describe('trackingBatchBody', () => {
  it('builds a batch the server accepts whole', () => {
    const batch = trackingBatchSchema.parse(
      JSON.parse(trackingBatchBody(100, Date.parse('2026-11-22T10:00:00Z'))),
    );
    expect(batch.events).toHaveLength(100);
    expect(batch.events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['page-view', 'impression', 'add-to-cart']),
    );
    expect(batch.events.every((event) => !event.error)).toBe(true);
  });
});
