import { z } from "zod";

export const createBookmarkSchema = z.object({
  internshipId: z.uuid({ error: "Internship id must be a UUID" }),
});
