import type { PathParams } from "@internpath/shared/api-contract";
import type { ApiContracts, ApiKey } from "@internpath/shared/api-contracts";
import type { ApiErrorBody, ErrorCode } from "@internpath/shared/errors";
import type { z } from "zod";

export type ApiErrorCode = ErrorCode | "NETWORK_ERROR";

/** Every failed API call throws this, built from the server's one error shape. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: Record<string, string>;

  constructor(status: number, code: ApiErrorCode, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function isApiError(error: unknown, code?: ApiErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

export function getErrorMessage(
  error: unknown,
  fallback = "Something went wrong. Please try again.",
): string {
  return error instanceof ApiError ? error.message : fallback;
}

type QueryValue = string | number | boolean | null | undefined;

type Transport = (url: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (url, init) => fetch(url, init);

/**
 * Where requests go. The browser sends them over the network; the server's renderer
 * (src/server-render.tsx) answers them in-process, through the API's own routes.
 */
export function setApiTransport(next: Transport) {
  transport = next;
}

export type RequestOptions = {
  params?: Record<string, QueryValue>;
  signal?: AbortSignal;
  headers?: HeadersInit;
};

function buildUrl(path: string, params: RequestOptions["params"]): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === "object" && error !== null && "code" in error && "message" in error;
}

/**
 * The ApiError for a failed answer: the server's `{ error: { code, message, fields } }` when the body
 * has that shape, else `fallbackMessage` with a code that says whose fault it was.
 */
export function toApiError(
  status: number,
  body: unknown,
  fallbackMessage = "Something went wrong. Please try again.",
): ApiError {
  if (isErrorBody(body)) return new ApiError(status, body.error.code, body.error.message, body.error.fields);
  const code: ErrorCode = status >= 500 ? "INTERNAL" : "BAD_REQUEST";
  return new ApiError(status, code, fallbackMessage);
}

/** Sends a request; a failed one throws an ApiError built from the server's error shape. */
async function send(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const headers = new Headers(options.headers);
  if (!headers.has("Accept")) headers.set("Accept", "application/json");
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set("Content-Type", "application/json");
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await transport(buildUrl(path, options.params), {
      method,
      headers,
      body: payload,
      credentials: "include",
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(
      0,
      "NETWORK_ERROR",
      "Could not reach the server. Check your connection and try again.",
    );
  }

  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => undefined));
  return response;
}

async function request<T>(method: string, path: string, body: unknown, options?: RequestOptions): Promise<T> {
  const text = await (await send(method, path, body, options)).text();
  return (text ? JSON.parse(text) : undefined) as T;
}

function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get("Content-Disposition") ?? "";
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

type FileOptions = { fallbackName: string; accept?: string };

/**
 * Fetches a file the server generates (a CSV export) from a declared route by its key, its query checked
 * against the contract as `call` checks it, and hands it to the browser as a download.
 */
async function download<K extends ApiKey>(key: K, options: CallInput<K> & FileOptions): Promise<string> {
  const { params, query } = options as {
    params?: Record<string, string>;
    query?: Record<string, QueryValue>;
  };
  const path = fillPath(key.slice(key.indexOf(" ") + 1), params);
  const response = await send("GET", path, undefined, {
    params: query,
    signal: options.signal,
    headers: { Accept: options.accept ?? "*/*" },
  });
  const fileName = fileNameOf(response, options.fallbackName);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the blob goes.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return fileName;
}

type Contract<K extends ApiKey> = ApiContracts[K];

/** What a declared route takes: its path's parameters, its query, its JSON body (each when it has one). */
export type CallInput<K extends ApiKey> = { signal?: AbortSignal; headers?: HeadersInit } & ([
  PathParams<K>,
] extends [never]
  ? { params?: never }
  : { params: Record<PathParams<K>, string> }) &
  (Contract<K> extends { query: infer Q extends z.ZodType }
    ? { query?: Partial<Record<keyof z.input<Q>, QueryValue>> }
    : { query?: never }) &
  (Contract<K> extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : { body?: never });

/** What a declared route answers: its answer schema's type, or nothing. */
export type CallAnswer<K extends ApiKey> =
  Contract<K> extends { answer: infer A extends z.ZodType } ? z.output<A> : undefined;

/** `"/api/internships/:id"` with `{ id: "a b" }` -> `"/api/internships/a%20b"`. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for :${name} in ${path}`);
    return encodeURIComponent(value);
  });
}

/**
 * Calls a route of the API by its key, `METHOD /path` as the server declares it
 * (packages/shared/src/api-contracts.ts): the compiler checks the params, query and body against the
 * route's contract and types the answer from its schema. Types only come from the contracts: no schema loads.
 */
function call<K extends ApiKey>(key: K, input: CallInput<K>): Promise<CallAnswer<K>> {
  const space = key.indexOf(" ");
  const method = key.slice(0, space);
  const { params, query, body, signal, headers } = input as {
    params?: Record<string, string>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    signal?: AbortSignal;
    headers?: HeadersInit;
  };
  return request<CallAnswer<K>>(method, fillPath(key.slice(space + 1), params), body, {
    params: query,
    signal,
    headers,
  });
}

/**
 * The one way the web app talks to the server: `call` and `download` by a declared route's key. `get` and
 * `post` by path are for Better Auth's own endpoints (/api/auth/*), which the library declares, not us.
 */
export const api = {
  call,
  get: <T>(path: string, options?: RequestOptions) => request<T>("GET", path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>("POST", path, body, options),
  download,
};
