// Minimal types of the autocannon calls the benchmark makes (the package ships none).
declare module 'autocannon' {
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Seconds before a request counts as a timeout error (default 10). */
    timeout?: number;
    /** Requests sent in turn; `setupRequest` may change each one before it goes (its path, here). */
    requests?: { setupRequest?: (request: { path: string }) => { path: string } }[];
  };
  type Histogram = { average: number; p50: number; p99: number; total?: number };
  type Result = {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    '2xx': number;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
