import { profiles } from "../../db/schema/auth.ts";

/**
 * A student's profile as an admin reads and edits it: the student page's answer selects these columns, and
 * the audit records them before and after an admin's write to any account (account-snapshot.ts).
 */
export const studentProfileColumns = {
  bio: profiles.bio,
  location: profiles.location,
  website: profiles.website,
  university: profiles.university,
  degree: profiles.degree,
  graduationYear: profiles.graduationYear,
  skills: profiles.skills,
};
