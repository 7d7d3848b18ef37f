import { z } from "zod";
import type { ApiContract, ApiRouteKey } from "../api-contract.ts";

const tag = "About the API";

export const metaContracts = {
  "GET /api/health": {
    tag,
    who: "anyone",
    summary: "Answers while the server runs",
    answer: z.object({ ok: z.literal(true) }),
  },
  "GET /api/openapi.json": {
    tag,
    who: "anyone",
    summary: "This API's OpenAPI 3.1 document, made from the routes' declarations",
    produces: "application/json",
  },
  "GET /api/docs": {
    tag,
    who: "anyone",
    summary: "This API's reference, a page for people",
    produces: "text/html",
  },
} as const satisfies Record<ApiRouteKey, ApiContract>;
