// autocannon ships no type declarations; this covers the part the benchmarks use.
declare module 'autocannon' {
  interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Request extends RequestParams {
    /** Called before each request; what it returns is sent. */
    setupRequest?: (request: RequestParams) => RequestParams;
  }
  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: Request[];
    connections?: number;
    duration?: number;
    /** Seconds before a request counts as an error (default 10). */
    timeout?: number;
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    /** Of `requests`: how many were sent over the run. */
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    non2xx: number;
  }
  /** A run: the promise of its result, and the emitter of its events (autocannon's tracker). */
  interface Run extends PromiseLike<Result> {
    /** Each answer, with the connection it came on and its time in ms. */
    on(
      event: 'response',
      listener: (
        client: object,
        statusCode: number,
        resBytes: number,
        responseTime: number,
      ) => void,
    ): this;
  }
  function autocannon(options: Options): Run;
  export default autocannon;
}
