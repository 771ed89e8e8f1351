import { setFlagsFromString } from 'node:v8';

/**
 * Caps how far V8 lets the old generation grow past what survived the last full collection,
 * as a factor of 1 + percent/100; 0 leaves V8's own, which goes up to 4x when collections are
 * cheap. Under load a request's rows and views outlive two scavenges and are promoted, so the
 * old generation fills with garbage at about 30 MB/s: with V8's factor the gateway idled at
 * 145 MB and peaked near 350 MB on distinct listings, with 100 under 250 MB for a few per cent
 * more CPU (tools/bench README, issue #20). Node has no command-line option that NODE_OPTIONS
 * accepts for it, and the gateway is started by several commands (npm start, the benchmarks,
 * the replicas behind the balancer), so it is set here, first thing: V8 reads the flag each
 * time it sizes the heap after a collection.
 */
export function applyHeapGrowingPercent(percent: number): void {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`);
}
