import { organizationControlRoutes, type AuditPage } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

export interface AuditFilters {
  readonly actor?: string;
  readonly kind?: string;
  readonly cursor?: string;
}

/** GET /api/organization/audit-log: one page, newest first, filtered by person and kind. */
export async function getAuditLog(client: RouteClient<typeof organizationControlRoutes.auditLog>, filters: AuditFilters): Promise<AuditPage> {
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as Record<string, string>;
  return (await callRoute(client, organizationControlRoutes.auditLog, { query: query as never })).data;
}
