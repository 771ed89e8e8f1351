import { vatRoutes as routes } from '@gio/contracts';
import type { FastifyInstance } from 'fastify';
import { signedInUserId } from '../session/signed-in';
import type { Database } from '../db/database';
import { defineRoute, type RouteOptions } from '../http/define-route';
import { companyByTaxCode, saveVatInformation, vatInformationFor } from './vat-information';

/** VAT information and the tax-code lookup (accounts.md §3, §7 "Business and other"). */
export function registerVatRoutes(
  app: FastifyInstance,
  deps: { readonly db: Database; readonly options: RouteOptions },
): void {
  const { db, options } = deps;
  defineRoute(app, routes.vatInformation, options, async ({ request }) => ({
    data: { vatInformation: await vatInformationFor(db, signedInUserId(request)) },
  }));
  defineRoute(app, routes.saveVatInformation, options, async ({ body, request }) => ({
    data: { vatInformation: await saveVatInformation(db, signedInUserId(request), body) },
  }));
  // Public: the checkout's VAT form looks a company up before anyone signs in. The path's code
  // is checked by the contract (format and check digit: 400) before the registry is asked.
  defineRoute(app, routes.vatTaxCode, options, async ({ params }) => ({
    data: { company: await companyByTaxCode(db, params.code) },
  }));
}
