import type { z } from 'zod';
import type { engagementRoutes } from '@gio/contracts';
import { AccountScope } from '@gio/domain-enums';
import {
  markInterstitialSeen,
  selectInterstitial,
  type InterstitialDecision,
  type InterstitialPageKind,
} from '@gio/domain-shell';
import type { CatalogueService } from '../catalogue/service';
import { imageUrl, pleViews } from '../catalogue/views';
import type { Database, Queryable } from '../db/database';
import { notFound } from '../http/app-error';

type InterstitialPage = z.output<(typeof engagementRoutes)['interstitial']['query']>['page'];
type InterstitialView = z.input<
  (typeof engagementRoutes)['interstitial']['response']
>['data']['interstitials'][number];

interface InterstitialRow {
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

/** Products a carousel interstitial shows. */
const CAROUSEL_PRODUCTS = 12;

/** The domain-shell page kind of an interstitial page: only express category pages survive the hide feature. */
export function interstitialPageKind(page: InterstitialPage): InterstitialPageKind {
  if (page === 'EXPRESS_CATEGORY') return 'express category';
  if (page === 'CATEGORY') return 'category';
  return 'other';
}

function decisionView(decision: InterstitialDecision<{ _id: string }>) {
  return {
    kind: decision.kind,
    interstitialId: decision.kind === 'none' ? null : decision.interstitial._id,
    template: decision.kind === 'show' ? decision.template : null,
    reason: decision.kind === 'none' ? decision.reason : null,
  };
}

/**
 * Interstitials by page (accounts.md §7 "GET /api/interstitial", storefront.md §4
 * "Interstitials"): the running ones of the page in the server's order, the visitor's seen list
 * and the domain-shell decision over both, so the app and the server agree on what shows. A
 * business whose bannerInterstitialsEnabled is off gets none.
 */
export class InterstitialService {
  constructor(
    private readonly db: Database,
    private readonly catalogue: CatalogueService,
  ) {}

  private async seenIds(db: Queryable, visitorId: string | null): Promise<string[]> {
    if (visitorId === null) return [];
    const { rows } = await db.query<{ interstitial_id: string }>(
      'SELECT interstitial_id FROM interstitial_seen WHERE visitor_id = $1 ORDER BY seen_at, interstitial_id',
      [visitorId],
    );
    return rows.map((row) => row.interstitial_id);
  }

  private async switchedOffForBusiness(userId: string | null): Promise<boolean> {
    if (userId === null) return false;
    const { rows } = await this.db.query(
      `SELECT 1 FROM users u JOIN organizations o ON o.id = u.organization_id
        WHERE u.id = $1 AND u.client_view_type = ${AccountScope.BUSINESS} AND NOT o.banner_interstitials_enabled`,
      [userId],
    );
    return rows.length > 0;
  }

  async forPage(page: InterstitialPage, visitorId: string | null, userId: string | null) {
    const seenIds = await this.seenIds(this.db, visitorId);
    const { rows } = (await this.switchedOffForBusiness(userId))
      ? { rows: [] as InterstitialRow[] }
      : await this.db.query<InterstitialRow>(
          `SELECT id, action_type, web_template_type, title, body, artwork_key, url, priority, end_date, action_list_id
             FROM interstitials WHERE $1 = ANY(pages) AND start_date <= now() AND end_date > now()
            ORDER BY priority, id`,
          [page],
        );
    const loaders = await this.catalogue.loaders();
    const site = loaders.reference.site.config;
    const interstitials: InterstitialView[] = await Promise.all(
      rows.map(async (row) => {
        const list = row.action_list_id
          ? await this.catalogue.listActionList(row.action_list_id, { limit: CAROUSEL_PRODUCTS })
          : null;
        return {
          _id: row.id,
          interstitialActionType: row.action_type,
          interstitialWebTemplateType: row.web_template_type,
          title: row.title,
          body: row.body,
          image: row.artwork_key ? imageUrl(row.artwork_key) : null,
          url: row.url,
          priority: row.priority,
          endDate: new Date(row.end_date).toISOString(),
          productListEntities: await pleViews(list?.page.rows ?? [], loaders, site),
        };
      }),
    );
    const decision = selectInterstitial(interstitials, {
      seenIds,
      hideInterstitialFeature: site.features.hideInterstitial,
      pageKind: interstitialPageKind(page),
    });
    return { interstitials, seenIds, decision: decisionView(decision) };
  }

  /** Closing an interstitial adds its id to the visitor's seen list (storefront.md §4). */
  async markSeen(visitorId: string, interstitialId: string): Promise<string[]> {
    return this.db.transaction(async (tx) => {
      const { rows: known } = await tx.query('SELECT 1 FROM interstitials WHERE id = $1', [
        interstitialId,
      ]);
      if (known.length === 0) throw notFound('Interstitial');
      const before = await this.seenIds(tx, visitorId);
      const after = markInterstitialSeen(before, interstitialId);
      if (after.length > before.length) {
        await tx.query(
          'INSERT INTO interstitial_seen (visitor_id, interstitial_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
          [visitorId, interstitialId],
        );
      }
      return after;
    });
  }
}
