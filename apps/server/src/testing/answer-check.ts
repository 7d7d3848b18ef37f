import { isDeepStrictEqual } from "node:util";
import type { ApiContract, ApiRouteKey } from "@internpath/shared/api-contract";
import { apiContracts } from "@internpath/shared/api-contracts";
import { splitKey } from "../lib/declared-routes.ts";

/**
 * Every answer a test receives from a declared route is checked against the route's answer schema
 * (TestAgent does it on each request): a missing field, a wrong type or a field the schema does not declare
 * fails the test that received it, so the schemas cannot drift from what the server sends.
 */

type DeclaredRoute = { method: string; pattern: RegExp; params: number; contract: ApiContract };

/** `/api/internships/:id` -> /^\/api\/internships\/[^/]+$/ (a parameter's own pattern kept). */
function patternOf(path: string): RegExp {
  const source = path
    .split(/(:\w+(?:\{[^}]*\})?)/)
    .map((part) => {
      const param = /^:\w+(?:\{([^}]*)\})?$/.exec(part);
      if (param) return param[1] ? `(?:${param[1]})` : "[^/]+";
      return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("");
  return new RegExp(`^${source}$`);
}

const declared: DeclaredRoute[] = Object.entries(apiContracts as Record<ApiRouteKey, ApiContract>)
  .map(([key, contract]) => {
    const [method, path] = splitKey(key as ApiRouteKey);
    return { method, pattern: patternOf(path), params: (path.match(/:/g) ?? []).length, contract };
  })
  // A fixed path ("/api/internships/locations") before a parameter in its place ("/api/internships/:id").
  .sort((a, b) => a.params - b.params);

export function declaredRouteOf(method: string, url: string): DeclaredRoute | undefined {
  const path = new URL(url, "http://localhost").pathname;
  return declared.find((route) => route.method === method && route.pattern.test(path));
}

/** Throws when a success of a declared route is not what its answer schema describes. */
export function checkAnswer(method: string, url: string, status: number, json: unknown) {
  const route = declaredRouteOf(method, url);
  if (!route?.contract.answer || status !== (route.contract.status ?? 200)) return;
  const result = route.contract.answer.safeParse(json);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`${method} ${url} answered what its schema refuses: ${issues.slice(0, 5).join("; ")}`);
  }
  if (!isDeepStrictEqual(result.data, json)) {
    throw new Error(`${method} ${url} answered fields its schema does not declare`);
  }
}
