import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type DestinationStream } from "pino";
import pretty from "pino-pretty";

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type Logger = pino.Logger;

/** The id of the request being served, for every line logged while serving it. */
const requestScope = new AsyncLocalStorage<string>();

export function runWithRequestId<T>(requestId: string, run: () => T): T {
  return requestScope.run(requestId, run);
}

/**
 * Never logged, wherever they appear in a logged object: credentials and anything that would let
 * a reader act as someone else.
 */
const REDACTED_PATHS = [
  "password",
  "*.password",
  "token",
  "*.token",
  "secret",
  "*.secret",
  "*.secretAccessKey",
  "*.authSecret",
  "*.accessToken",
  "*.refreshToken",
  "*.idToken",
  "headers.cookie",
  "headers.authorization",
  '*.headers["set-cookie"]',
  "*.headers.cookie",
  "*.headers.authorization",
];

export type LoggerOptions = {
  level: LogLevel;
  /** Where lines go; by default stdout, as JSON, or readable text on a terminal outside production. */
  destination?: DestinationStream;
  readable?: boolean;
};

/** JSON lines with a request id on every line logged during a request. */
export function createLogger({ level, destination, readable = false }: LoggerOptions): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
      mixin() {
        const requestId = requestScope.getStore();
        return requestId ? { requestId } : {};
      },
    },
    destination ?? (readable ? pretty({ colorize: true, ignore: "pid,hostname" }) : pino.destination(1)),
  );
}
