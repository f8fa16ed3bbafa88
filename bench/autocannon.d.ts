/** The small part of autocannon's API that bench/functions.ts uses (the package ships no types). */
declare module 'autocannon' {
  interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    requests?: (RawRequest & { setupRequest?: (request: RawRequest) => RawRequest })[];
  }

  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    max: number;
    total: number;
  }

  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
