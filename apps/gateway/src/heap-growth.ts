import { setFlagsFromString } from 'node:v8';

/**
 * Sets the factor V8's old generation may grow to past what survived the last full collection,
 * 1 + percent/100, in place of V8's own (up to 4x when collections are cheap, 1.1x when memory
 * is short); 0 leaves V8's own. Under load a request's rows and views outlive two scavenges and
 * are promoted, so the old generation fills with garbage at about 30 MB/s: with V8's factor the
 * gateway idled at 145 MB and peaked near 350 MB on distinct listings, at 100 under 250 MB for
 * about 5 % more CPU per request (tools/bench README, issue #20). NODE_OPTIONS does not take
 * this V8 flag, and the gateway is started by several commands (npm start, the benchmarks, the
 * replicas behind the balancer), so it is set here, first thing: V8 reads it each time it sizes
 * the heap after a collection.
 */
export function applyHeapGrowingPercent(percent: number): void {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`);
}
