import { OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import type { ApiContract, ApiMethod, ApiRouteKey } from "@internpath/shared/api-contract";
import { apiErrorSchema } from "@internpath/shared/contracts/parts";
import type { Context, Env, Handler as HonoHandler, TypedResponse } from "hono";
import type { StatusCode } from "hono/utils/http-status";
import type { z } from "zod";

/**
 * Routes declared by their contract (packages/shared/src/api-contract.ts): a feature's routes module names
 * each route by its key (`"GET /api/internships/:id"`), and the contract behind the key puts it in the
 * OpenAPI document (@hono/zod-openapi's registry, served at /api/openapi.json) and types its handler: a
 * handler must answer with what the contract's `answer` schema describes, through `c.json(...)` or
 * `sendJsonText` (lib/json-text.ts), or the compiler refuses it.
 *
 * The integration's own request validation is not used: the services validate their input after checking
 * the session, the role and ownership (docs/decisions/004 and 031), so a wrong role is a 403 whatever the
 * body. The request schemas are in the document and type the web's client.
 */

type PathOf<K extends ApiRouteKey> = K extends `${ApiMethod} ${infer Path}` ? Path : never;

/** What a handler must return for a contract: a typed JSON answer, or any response when it has no schema. */
export type AnswerOf<C extends ApiContract> = C extends { answer: infer Schema extends z.ZodType }
  ? Response & TypedResponse<z.output<Schema>, StatusCode, "json">
  : Response;

type Handler<E extends Env, K extends ApiRouteKey, C extends ApiContract> = (
  c: Context<E, PathOf<K>>,
) => AnswerOf<C> | Promise<AnswerOf<C>>;

export type DeclaredRoutes<E extends Env, Contracts extends Record<ApiRouteKey, ApiContract>> = {
  /** The routes so far, for `app.route("/", ...)`. */
  readonly app: OpenAPIHono<E>;
  /** Serves the route `key` of the contracts with `handler`. */
  handle<K extends keyof Contracts & ApiRouteKey>(
    key: K,
    handler: Handler<E, K, Contracts[K]>,
  ): DeclaredRoutes<E, Contracts>;
};

/** A feature's routes, each served under the key of its contract in `contracts`. */
export function declareRoutes<E extends Env, const Contracts extends Record<ApiRouteKey, ApiContract>>(
  contracts: Contracts,
): DeclaredRoutes<E, Contracts> {
  const app = new OpenAPIHono<E>();
  const routes: DeclaredRoutes<E, Contracts> = {
    app,
    handle(key, handler) {
      const [method, path] = splitKey(key);
      app.openAPIRegistry.registerPath(routeConfig(method, path, contracts[key] as ApiContract));
      // Hono's handler type is looser than ours; the key's path is the one the handler was typed with.
      app.on(method, path, handler as unknown as HonoHandler<E>);
      return routes;
    },
  };
  return routes;
}

export function splitKey(key: ApiRouteKey): [ApiMethod, string] {
  const space = key.indexOf(" ");
  return [key.slice(0, space) as ApiMethod, key.slice(space + 1)];
}

/** `/sitemaps/:file{internships-[0-9]+\.xml}` -> `/sitemaps/{file}`, as OpenAPI names a path. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)(\{[^}]*\})?/g, "{$1}");
}

const errorAnswer = {
  description: "The error: a 4xx says what to fix (and `fields`, per field); a 5xx names the request",
  content: { "application/json": { schema: apiErrorSchema } },
};

function routeConfig(method: ApiMethod, path: string, contract: ApiContract): RouteConfig {
  const status = contract.status ?? 200;
  const body = contract.body
    ? { content: { "application/json": { schema: contract.body } }, required: true }
    : contract.bodyType
      ? {
          content: { [contract.bodyType]: { schema: { type: "string" as const, format: "binary" } } },
          required: true,
        }
      : undefined;
  const answerContent = contract.answer
    ? { "application/json": { schema: contract.answer } }
    : contract.produces
      ? { [contract.produces]: { schema: { type: "string" as const } } }
      : undefined;
  return {
    method: method.toLowerCase() as RouteConfig["method"],
    path: openApiPath(path),
    tags: [contract.tag],
    summary: contract.summary,
    description: `Who may call it: ${contract.who}.`,
    request: {
      // zod-to-openapi wants objects here; every contract's params and query are z.object(...).
      ...(contract.params && { params: contract.params as never }),
      ...(contract.query && { query: contract.query as never }),
      ...(body && { body }),
    },
    responses: {
      [status]: {
        description: status === 204 ? "Done; no content" : "Success",
        ...(answerContent && { content: answerContent }),
      },
      default: errorAnswer,
    },
  };
}
