import { z } from "zod";
import type { ApiContract, ApiRouteKey } from "../api-contract.ts";
import { createBookmarkSchema } from "../bookmark-schemas.ts";
import { internshipCardSchema, pageSchema } from "../marketplace-answers.ts";
import { pageQuerySchema } from "../pagination.ts";

const tag = "Bookmarks";

export const bookmarkContracts = {
  "GET /api/bookmarks": {
    tag,
    who: "student",
    summary: "The listed internships the student bookmarked, newest bookmark first",
    query: pageQuerySchema,
    answer: pageSchema(internshipCardSchema),
  },
  "POST /api/bookmarks": {
    tag,
    who: "student",
    summary: "Bookmarks a listed internship (bookmarking twice keeps one)",
    body: createBookmarkSchema,
    status: 201,
    answer: z.object({ internshipId: z.string() }),
  },
  "DELETE /api/bookmarks/:internshipId": {
    tag,
    who: "student",
    summary: "Removes the student's bookmark (removing a missing one is fine)",
    params: z.object({ internshipId: z.string() }),
    status: 204,
  },
} as const satisfies Record<ApiRouteKey, ApiContract>;
