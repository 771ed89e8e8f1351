import type { FastifyInstance } from 'fastify';

/**
 * Whether this replica is on its way out. A load balancer sends traffic to a replica until its
 * health check fails a few times in a row; were the replica to close at once on SIGTERM, the
 * requests sent to it meanwhile would be refused. So shutdown first marks the replica draining:
 * `/api/health` answers 503 (the balancer takes it out), every other request is still served,
 * and answers carry `Connection: close` so that kept-alive connections move to other replicas.
 */
export class DrainState {
  private draining = false;

  get isDraining(): boolean {
    return this.draining;
  }

  begin(): void {
    this.draining = true;
  }
}

/** While draining, each answer closes its connection: the client's next request opens a new one. */
export function closeConnectionsWhileDraining(app: FastifyInstance, drain: DrainState): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (drain.isDraining) void reply.header('connection', 'close');
    return payload;
  });
}

export interface GracefulShutdownOptions {
  readonly app: FastifyInstance;
  readonly drain: DrainState;
  /** SHUTDOWN_DRAIN_MS: how long to keep serving after health turned 503. */
  readonly drainMs: number;
  /** The pause of the drain period; tests hand in one they end themselves. */
  readonly wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * SIGTERM's sequence: health turns 503, requests go on being served for `drainMs` (long enough
 * for the balancer's checks to notice: HAProxy `inter` × `fall`), then `app.close()` stops
 * accepting, lets requests in flight finish and runs the close hooks (jobs, buffers).
 */
export async function drainAndClose(options: GracefulShutdownOptions): Promise<void> {
  options.drain.begin();
  if (options.drainMs > 0) {
    options.app.log.info({ drainMs: options.drainMs }, 'draining: health answers 503, requests are still served');
    await (options.wait ?? sleep)(options.drainMs);
  }
  await options.app.close();
}
