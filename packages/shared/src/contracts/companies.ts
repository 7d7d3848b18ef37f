import { z } from "zod";
import type { ApiContract, ApiRouteKey } from "../api-contract.ts";
import { publicCompanySchema } from "../marketplace-answers.ts";
import { wrapped } from "./parts.ts";

export const companyContracts = {
  "GET /api/companies/:id": {
    tag: "Internships",
    who: "anyone",
    summary: "A company's public page: what it says of itself, its open internships and its responsiveness",
    params: z.object({ id: z.string().describe("The company's account id") }),
    answer: wrapped("company", publicCompanySchema),
  },
} as const satisfies Record<ApiRouteKey, ApiContract>;
