import type { z } from "zod";

/**
 * How a route of the API is declared: its key is `METHOD /path` as the server's router names it (`:id` for a
 * path parameter), and its contract says who may call it and what goes in and out, as schemas. The server
 * registers its handlers by key (apps/server/src/http/declared-routes.ts), which puts each route in the
 * OpenAPI document at /api/openapi.json and checks each handler's answer against `answer`; the web client
 * (apps/web/src/lib/api-client.ts, `api.call`) takes the same key and infers params, query, body and answer.
 * Types only here: the contracts themselves are in api-contracts.ts.
 */
export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type ApiRouteKey = `${ApiMethod} /${string}`;

export type ApiContract = {
  /** What the route does, a short sentence. */
  summary: string;
  /** Who may call it: "anyone", "signed in", "student", "company", "admin", or a mix ("company or admin"). */
  who: string;
  /** The group it is listed under in the reference (/api/docs). */
  tag: string;
  /** The path's parameters (`:id` in the key). */
  params?: z.ZodType;
  /** The query string. */
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** A body that is not JSON (an upload), by media type. */
  bodyType?: string;
  /** The status of a success; 200 when left out. */
  status?: 200 | 201 | 204;
  /** The JSON answer of a success. */
  answer?: z.ZodType;
  /** The media type of an answer that is not JSON (a CSV file, an event stream, a sitemap). */
  produces?: string;
};

export type ApiContracts = Record<ApiRouteKey, ApiContract>;

/** The path parameters a key names: `"GET /api/internships/:id"` -> `"id"`. */
export type PathParams<K extends string> = K extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParams<`/${Rest}`>
  : K extends `${string}:${infer Param}`
    ? Param
    : never;
