import { AccountScope } from '@gio/domain-enums';
import type { Queryable } from '../db/database';

/** Interstitials (`interstitials`) and the ones each visitor has seen (`interstitial_seen`). */

export interface InterstitialRow {
  id: string;
  action_type: number;
  web_template_type: number;
  title: string;
  body: string;
  artwork_key: string | null;
  url: string | null;
  priority: number;
  end_date: Date | string;
  action_list_id: string | null;
}

/** The interstitials a visitor has seen, in the order seen. */
export async function seenInterstitialIds(q: Queryable, visitorId: string): Promise<string[]> {
  const { rows } = await q.query<{ interstitial_id: string }>(
    'SELECT interstitial_id FROM interstitial_seen WHERE visitor_id = $1 ORDER BY seen_at, interstitial_id',
    [visitorId],
  );
  return rows.map((row) => row.interstitial_id);
}

/** Whether the user is in the business view of an organisation that switched banner interstitials off. */
export async function interstitialsSwitchedOff(q: Queryable, userId: string): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM users u JOIN organizations o ON o.id = u.organization_id
        WHERE u.id = $1 AND u.client_view_type = ${AccountScope.BUSINESS} AND NOT o.banner_interstitials_enabled`,
    [userId],
  );
  return rows.length > 0;
}

/** The interstitials of a page running now, by priority. */
export async function runningInterstitials(q: Queryable, page: string): Promise<InterstitialRow[]> {
  const { rows } = await q.query<InterstitialRow>(
    `SELECT id, action_type, web_template_type, title, body, artwork_key, url, priority, end_date, action_list_id
             FROM interstitials WHERE $1 = ANY(pages) AND start_date <= now() AND end_date > now()
            ORDER BY priority, id`,
    [page],
  );
  return rows;
}

/** Whether an interstitial exists. */
export async function interstitialExists(q: Queryable, interstitialId: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM interstitials WHERE id = $1', [interstitialId]);
  return rows.length > 0;
}

/** Adds an interstitial to the visitor's seen list (again is a no-op). */
export async function insertSeen(
  tx: Queryable,
  visitorId: string,
  interstitialId: string,
): Promise<void> {
  await tx.query(
    'INSERT INTO interstitial_seen (visitor_id, interstitial_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [visitorId, interstitialId],
  );
}
