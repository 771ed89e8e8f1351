import { ApiErrorCode, trackingRoutes, type RejectedTrackingEvent } from '@gio/contracts';
import { trackingEventSchema, type TrackingEvent } from '@gio/domain-tracking';
import fastifyCors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import { parseJsonBody } from '../http/json-body';
import { defineRoute, type RouteOptions } from '../http/define-route';
import { unstorableIssue } from './storable-event';
import type { TrackingEventRow } from './tracking-buffer';
import type { TrackingIngestion } from './tracking-ingestion';

export interface TrackingDeps {
  readonly tracking: TrackingIngestion;
  readonly options: RouteOptions;
  /**
   * The shops whose pages may post here from another origin (PUBLIC_ORIGIN and ALLOWED_ORIGINS):
   * when TRACKING_URL points the apps at this gateway under another host name, the browser asks
   * first (CORS) and sends the session cookie with the batch.
   */
  readonly allowedOrigins: readonly string[];
}

/** How long a browser may keep a tracking preflight's answer. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** The server's row of one valid event: its address and signed-in user are the server's word. */
function toRow(
  event: TrackingEvent,
  request: FastifyRequest,
  receivedAt: string,
): TrackingEventRow {
  return {
    type: event.type,
    name: event.name,
    occurred_at: event.isoTimestamp,
    received_at: receivedAt,
    user_id: event.userId,
    session_user_id: request.session?.userId ?? null,
    anonymous_id: event.anonymousId,
    session_id: event.props.sessionId,
    has_cookied_email: event.hasCookiedEmail,
    remote_address: request.ip,
    library_version: event.libraryVersion,
    page_path: event.props.pagePath,
    web_slug_config_id: event.props.webSlugConfigId,
    is_error: event.error,
    error_details: event.errorDetails ?? null,
    props: event.props,
  };
}

/**
 * Tracking ingestion, `POST /track` (accounts.md §3 envelope, §7 beacon): each event of a batch
 * is checked alone with the domain's `trackingEventSchema`, so a malformed one is refused
 * without its batch; the answer (202) counts the accepted ones and lists the refused ones by
 * index. Accepted events go to the `TrackingBuffer`, which writes them in multi-row INSERTs
 * off the request path; when it has no room the answer is 503 with Retry-After and the
 * client's queue keeps the batch. The beacon needs no CSRF token (sendBeacon sets no headers)
 * but the Origin check applies (security/csrf.ts).
 */
export function registerTracking(app: FastifyInstance, deps: TrackingDeps): void {
  const { buffer, counters } = deps.tracking;
  const allowed = new Set(deps.allowedOrigins);
  // CORS for /track only: every other call of the gateway stays same-origin.
  app.register(fastifyCors, {
    delegator: (request, callback) => {
      if ((request.url.split('?')[0] ?? '') !== trackingRoutes.track.path) return callback(null, { origin: false });
      callback(null, {
        origin: (origin, decide) => decide(null, origin !== undefined && allowed.has(origin)),
        credentials: true,
        methods: ['POST'],
        allowedHeaders: ['Content-Type'],
        maxAge: PREFLIGHT_MAX_AGE_SECONDS,
      });
    },
  });
  app.register(async (scope) => {
    // navigator.sendBeacon with a string body sends text/plain: it is the same JSON.
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, parseJsonBody(typeof body === 'string' ? body : body.toString('utf8')));
      } catch (error) {
        done(error as Error, undefined);
      }
    });
    defineRoute(scope, trackingRoutes.track, { ...deps.options, controlCharactersCheckedByHandler: true }, async ({ body, request, reply }) => {
      const receivedAt = new Date().toISOString();
      const rows: TrackingEventRow[] = [];
      const rejected: RejectedTrackingEvent[] = [];
      body.events.forEach((candidate, index) => {
        const parsed = trackingEventSchema.safeParse(candidate);
        const issue = parsed.success ? unstorableIssue(parsed.data) : parsed.error.issues[0];
        if (parsed.success && !issue) {
          rows.push(toRow(parsed.data, request, receivedAt));
          return;
        }
        rejected.push({
          index,
          field: ['events', index, ...(issue?.path ?? [])].map(String).join('.'),
          message: issue?.message ?? 'invalid',
        });
      });
      if (!(await buffer.add(rows))) {
        counters.refused.inc();
        reply.header('retry-after', '1');
        throw new AppError(
          503,
          ApiErrorCode.SERVICE_UNAVAILABLE,
          'Tracking is busy; send the batch again shortly',
        );
      }
      counters.accepted.inc(rows.length);
      counters.rejected.inc(rejected.length);
      reply.status(202);
      return { data: { accepted: rows.length, rejected } };
    });
  });
}
