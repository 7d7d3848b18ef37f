import type { ApiContract, ApiRouteKey } from "../api-contract.ts";

const tag = "Live events";

export const eventContracts = {
  "GET /api/events": {
    tag,
    who: "signed in",
    summary:
      "The caller's live events as Server-Sent Events (ids and types only; `ready` first on every connection)",
    produces: "text/event-stream",
  },
} as const satisfies Record<ApiRouteKey, ApiContract>;
