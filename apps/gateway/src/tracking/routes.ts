import { ApiErrorCode, trackingRoutes, type RejectedTrackingEvent } from '@gio/contracts';
import { trackingEventSchema, type TrackingEvent } from '@gio/domain-tracking';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/database';
import { AppError } from '../http/app-error';
import { defineRoute, type RouteOptions } from '../http/define-route';
import { unstorableIssue } from './storable-event';
import {
  DEFAULT_TRACKING_BUFFER,
  TrackingBuffer,
  type TrackingBufferOptions,
  type TrackingEventRow,
} from './tracking-buffer';

export interface TrackingDeps {
  readonly db: Database;
  readonly options: RouteOptions;
  /** The server's Prometheus registry: ingestion counters go to /metrics. */
  readonly metrics: Registry;
  readonly buffer?: Partial<TrackingBufferOptions>;
}

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
export function registerTracking(app: FastifyInstance, deps: TrackingDeps): TrackingBuffer {
  const counters = {
    accepted: new Counter({
      name: 'gio_tracking_events_accepted_total',
      help: 'Tracking events accepted by /track',
      registers: [deps.metrics],
    }),
    rejected: new Counter({
      name: 'gio_tracking_events_rejected_total',
      help: 'Tracking events refused as malformed',
      registers: [deps.metrics],
    }),
    stored: new Counter({
      name: 'gio_tracking_events_stored_total',
      help: 'Tracking events written to the database',
      registers: [deps.metrics],
    }),
    unstorable: new Counter({
      name: 'gio_tracking_events_unstorable_total',
      help: 'Accepted tracking events the database refused as data, left out',
      registers: [deps.metrics],
    }),
    refused: new Counter({
      name: 'gio_tracking_batches_refused_total',
      help: 'Batches answered 503 because the buffer had no room',
      registers: [deps.metrics],
    }),
  };
  const buffer = new TrackingBuffer(
    deps.db,
    { ...DEFAULT_TRACKING_BUFFER, ...deps.buffer },
    {
      stored: (count) => counters.stored.inc(count),
      failed: (error, pending) =>
        app.log.error({ err: error, pending }, 'tracking events could not be written; retrying'),
      refused: (error) => {
        counters.unstorable.inc();
        app.log.error({ err: error }, 'a tracking event the database refuses was left out');
      },
    },
  );
  new Gauge({
    name: 'gio_tracking_events_buffered',
    help: 'Tracking events held in memory, not yet written',
    registers: [deps.metrics],
    collect() {
      this.set(buffer.size);
    },
  });

  app.register(async (scope) => {
    // navigator.sendBeacon with a string body sends text/plain: it is the same JSON.
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(typeof body === 'string' ? body : body.toString('utf8')));
      } catch {
        done(new AppError(400, ApiErrorCode.VALIDATION_ERROR, 'body: not JSON', 'body'), undefined);
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
  app.addHook('onClose', async () => {
    await buffer.close();
  });
  return buffer;
}
