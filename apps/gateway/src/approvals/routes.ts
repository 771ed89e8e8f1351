import { AUDIT_LOG_CSV_PATH, STATEMENT_CSV_PATH, auditQuerySchema, organizationControlRoutes as routes } from '@gio/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { checkOpsToken } from '../orders/ops-routes';
import { defineRoute, type RouteOptions } from '../http/define-route';
import { validationError } from '../http/app-error';
import { signedInUserId } from '../session/signed-in';
import { idempotencyKey } from '../checkout/routes';
import type { StatementService } from '../statement/statement-service';
import type { ApprovalService } from './approval-service';

export interface OrganizationControlDeps {
  readonly approvals: ApprovalService;
  readonly statements: StatementService;
  readonly options: RouteOptions;
  /** OPS_TOKEN; the settlement call is not registered without it. */
  readonly opsToken: string | undefined;
}

function sendCsv(reply: FastifyReply, name: string, csv: string): string {
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store');
  // A byte-order mark so spreadsheet programs read the Vietnamese text as UTF-8.
  return `\uFEFF${csv}`;
}

/**
 * The organisation's controls (issue #18): spending limits, approvals, the audit log and the
 * statement of account, each with its CSV download; and the operator's settlement call.
 */
export function registerOrganizationControls(app: FastifyInstance, deps: OrganizationControlDeps): void {
  const { approvals, statements, options } = deps;
  defineRoute(app, routes.spendingStatus, options, async ({ request }) => ({
    data: { status: await approvals.spendingStatus(signedInUserId(request), (q, organizationId, zone) => statements.creditHold(q, organizationId, zone)) },
  }));
  defineRoute(app, routes.spendingLimits, options, async ({ request }) => ({ data: await approvals.limits(signedInUserId(request)) }));
  defineRoute(app, routes.setSpendingLimits, options, async ({ body, request }) => ({ data: await approvals.setLimits(signedInUserId(request), body) }));
  defineRoute(app, routes.approvals, options, async ({ request }) => ({ data: await approvals.page(signedInUserId(request)) }));
  defineRoute(app, routes.approve, options, async ({ params, request }) => ({
    data: await approvals.approve(signedInUserId(request), params.gid, idempotencyKey(request)),
  }));
  defineRoute(app, routes.reject, options, async ({ params, body, request }) => ({
    data: await approvals.reject(signedInUserId(request), params.gid, body.reason),
  }));
  defineRoute(app, routes.auditLog, options, async ({ query, request }) => ({ data: await approvals.auditLog(signedInUserId(request), query) }));
  defineRoute(app, routes.statement, options, async ({ request }) => ({ data: await statements.statement(signedInUserId(request)) }));

  app.get(AUDIT_LOG_CSV_PATH, async (request, reply) => {
    const parsed = auditQuerySchema.omit({ cursor: true, limit: true }).safeParse(request.query ?? {});
    if (!parsed.success) throw validationError('query', parsed.error);
    return sendCsv(reply, 'nhat-ky-hoat-dong.csv', await approvals.auditCsv(signedInUserId(request), parsed.data));
  });
  app.get(STATEMENT_CSV_PATH, async (request, reply) =>
    sendCsv(reply, 'sao-ke-cong-no.csv', await statements.statementCsv(signedInUserId(request))),
  );

  const token = deps.opsToken;
  if (token) {
    defineRoute(app, routes.recordInvoicePayment, options, async ({ body, request }) => {
      checkOpsToken(request, token);
      return { data: await statements.recordPayment(body) };
    });
  }
}
