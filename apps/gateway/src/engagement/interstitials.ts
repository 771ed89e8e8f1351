import type { z } from 'zod';
import type { engagementRoutes } from '@gio/contracts';
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
import {
  insertSeen,
  interstitialExists,
  interstitialsSwitchedOff,
  runningInterstitials,
  seenInterstitialIds,
  type InterstitialRow,
} from './interstitial-store';

type InterstitialPage = z.output<(typeof engagementRoutes)['interstitial']['query']>['page'];
type InterstitialView = z.input<
  (typeof engagementRoutes)['interstitial']['response']
>['data']['interstitials'][number];

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
    return seenInterstitialIds(db, visitorId);
  }

  private async switchedOffForBusiness(userId: string | null): Promise<boolean> {
    if (userId === null) return false;
    return interstitialsSwitchedOff(this.db, userId);
  }

  async forPage(page: InterstitialPage, visitorId: string | null, userId: string | null) {
    const seenIds = await this.seenIds(this.db, visitorId);
    const rows: InterstitialRow[] = (await this.switchedOffForBusiness(userId))
      ? []
      : await runningInterstitials(this.db, page);
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
      if (!(await interstitialExists(tx, interstitialId))) throw notFound('Interstitial');
      const before = await this.seenIds(tx, visitorId);
      const after = markInterstitialSeen(before, interstitialId);
      if (after.length > before.length) {
        await insertSeen(tx, visitorId, interstitialId);
      }
      return after;
    });
  }
}
