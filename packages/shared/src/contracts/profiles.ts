import { profileSchema } from "../account-answers.ts";
import type { ApiContract, ApiRouteKey } from "../api-contract.ts";
import { profileUpdateSchema } from "../profile-schemas.ts";
import { wrapped } from "./parts.ts";

const tag = "Profile";

export const profileContracts = {
  "GET /api/profile": {
    tag,
    who: "signed in",
    summary: "The caller's whole profile",
    answer: wrapped("profile", profileSchema),
  },
  "PATCH /api/profile": {
    tag,
    who: "signed in",
    summary: "Changes fields of the caller's profile (which fields depends on the role)",
    body: profileUpdateSchema,
    answer: wrapped("profile", profileSchema),
  },
} as const satisfies Record<ApiRouteKey, ApiContract>;
