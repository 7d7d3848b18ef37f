// The parts of autocannon 9's programmatic API the load benchmark uses (the package ships no types).
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  type Options = {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  };

  type Histogram = { average: number; mean: number; max: number; p50: number; p99: number };

  export type Result = {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    statusCodeStats: Record<string, { count: number }>;
  };

  type Instance = EventEmitter & {
    on(
      event: "response",
      listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
    ): Instance;
    stop(): void;
  };

  export default function autocannon(
    options: Options,
    callback: (error: Error | null, result: Result) => void,
  ): Instance;
}
