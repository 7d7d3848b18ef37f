import type { Context } from "hono";

/** The request's JSON body; anything else is a 400 (via onError's SyntaxError case), never a 500. */
export function readJsonBody(c: Context): Promise<unknown> {
  return c.req.json().catch(() => {
    throw new SyntaxError("Request body is not valid JSON");
  });
}
