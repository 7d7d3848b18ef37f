import { currentUserSchema, publicConfigSchema } from "../account-answers.ts";
import type { ApiContract, ApiRouteKey } from "../api-contract.ts";
import { idParams, wrapped } from "./parts.ts";

const tag = "Account";

export const accountContracts = {
  "GET /api/config": {
    tag,
    who: "anyone",
    summary: "The sign-in providers and helpers this server offers",
    answer: publicConfigSchema,
  },
  "GET /api/me": {
    tag,
    who: "signed in",
    summary: "The signed-in user (a 401 tells the browser there is no session)",
    answer: wrapped("user", currentUserSchema),
  },
  "DELETE /api/account/sessions/:id": {
    tag,
    who: "signed in",
    summary:
      "Ends one of the user's other sessions (a device they are signed in on), at once on every server; the session in use is ended by signing out",
    params: idParams,
    status: 204,
  },
} as const satisfies Record<ApiRouteKey, ApiContract>;
