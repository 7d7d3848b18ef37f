import { z } from "zod";
import { uploadResultSchema } from "../account-answers.ts";
import type { ApiContract, ApiRouteKey } from "../api-contract.ts";
import { UPLOAD_KINDS } from "../uploads.ts";

const tag = "Files";

export const fileContracts = {
  "PUT /api/uploads/:kind": {
    tag,
    who: "signed in (a resume: a student; a logo: a company)",
    summary:
      "Stores a file sent as raw bytes (its name in X-File-Name); an avatar, a resume or a logo replaces the profile's",
    params: z.object({ kind: z.enum(UPLOAD_KINDS) }),
    bodyType: "application/octet-stream",
    status: 201,
    answer: uploadResultSchema,
  },
  "GET /api/files/:owner/:folder/:name": {
    tag,
    who: "anyone (a resume: its owner, admins and companies it was sent to)",
    summary:
      "A stored file, as its own type: an image, a PDF or a Word document (an unknown one, or a resume the caller may not read, reads as missing)",
    params: z.object({
      owner: z.string().describe("The uploader's id"),
      folder: z.string().describe("uploads, resumes or logos"),
      name: z.string().describe("A uuid and the extension"),
    }),
    produces: "*/*",
  },
} as const satisfies Record<ApiRouteKey, ApiContract>;
