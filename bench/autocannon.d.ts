// autocannon ships no types; this declares the part the benchmarks use.
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p90: number; p99: number; max: number };
  type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    /** Stop after this many requests instead of after `duration`. */
    amount?: number;
    pipelining?: number;
    /** Seconds before a request counts as a timeout (default 10). */
    timeout?: number;
    headers?: Record<string, string>;
  };
  /** The run: awaitable for its result, and an emitter of every response (its time in ms). */
  type Instance = Promise<Result> & {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): Instance;
  };
  function autocannon(options: Options): Instance;
  export default autocannon;
}
