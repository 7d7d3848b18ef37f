import { randomUUID } from "node:crypto";

/** A request id a proxy may hand us: short, and safe to print in a log line. */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/** The id a request goes by: the one our proxy gave it when we trust the proxy and it is safe, else a new one. */
export function requestIdFor(fromProxy: string | undefined, trustProxy: boolean): string {
  return trustProxy && fromProxy && REQUEST_ID_PATTERN.test(fromProxy) ? fromProxy : randomUUID();
}
