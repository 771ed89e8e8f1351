import { startTestServer, type TestServer } from '../testing/test-server';
import type { TestDatabase } from '../testing/test-database';

interface BadgeLink {
  gid: string;
  promotion_id: string;
  ended: boolean;
}

describe('promotion badges of ended promotions (storefront.md §3 promotionBadges endDate)', () => {
  let server: TestServer & { database: TestDatabase };
  let links: BadgeLink[];

  beforeAll(async () => {
    server = await startTestServer();
    // The demo shop has a promotion that ended yesterday ("Xả kho") beside running ones.
    ({ rows: links } = await server.db.query<BadgeLink>(
      `SELECT v.gid, pb.promotion_id, pb.end_date <= now() AS ended
         FROM variants v
         JOIN variant_promotion_badges vpb ON vpb.variant_id = v.id
         JOIN promotion_badges pb ON pb.id = vpb.promotion_badge_id
        ORDER BY v.gid, pb.id`,
    ));
  });

  afterAll(async () => {
    await server.close();
  });

  it('shows no badge of an ended promotion, and every running one', async () => {
    const endedGids = [...new Set(links.filter((l) => l.ended).map((l) => l.gid))].slice(0, 5);
    expect(endedGids.length).toBeGreaterThan(0);
    for (const gid of endedGids) {
      const { variant } = (await server.request(`/api/variant-by-id/${gid}`)).body.data;
      const running = links.filter((l) => l.gid === gid && !l.ended).map((l) => l.promotion_id);
      const shown = (variant.promotionBadges as { promotionId: string }[]).map((b) => b.promotionId);
      expect({ gid, shown: shown.sort() }).toEqual({ gid, shown: [...running].sort() });
      expect(variant.promotionBadge?.promotionId ?? null).toBe(
        running.length > 0 ? expect.any(String) : null,
      );
    }
  });
});
