export interface HaproxySettings {
  /** Where shoppers connect (127.0.0.1 only: a stack on one machine). */
  readonly port: number;
  readonly replicaPorts: readonly number[];
  /** Health check period; a replica is out after `fall` failures in a row. */
  readonly checkIntervalMs: number;
  readonly fall: number;
}

/** One second between checks, out after two failures: a draining replica is out within ~2 s. */
export const DEFAULT_CHECK = { checkIntervalMs: 1000, fall: 2 } as const;

/**
 * HAProxy in front of the replicas: round robin, each replica health-checked on `/api/health`
 * (503 while draining or while its database does not answer). A request whose connection to a
 * replica fails before it was sent is retried on another (`retries`, `option redispatch`); a
 * request already sent is never replayed by the balancer, so an order is placed at most once
 * per client attempt and the client's Idempotency-Key covers its own retries.
 * `X-Forwarded-For` carries the shopper's address to the gateway (TRUST_PROXY).
 */
export function haproxyConfig(settings: HaproxySettings): string {
  const servers = settings.replicaPorts.map((port, i) => `  server gateway${i + 1} 127.0.0.1:${port} check`);
  return [
    'global',
    '  maxconn 4096',
    '',
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  option redispatch',
    '  retries 2',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-keep-alive 10s',
    '',
    'frontend shop',
    `  bind 127.0.0.1:${settings.port}`,
    '  default_backend gateways',
    '',
    'backend gateways',
    '  balance roundrobin',
    '  option httpchk GET /api/health',
    '  http-check expect status 200',
    `  default-server inter ${settings.checkIntervalMs}ms fall ${settings.fall} rise 2`,
    ...servers,
    '',
  ].join('\n');
}
