import type { StudentApplication } from "@internpath/shared/api-types";

/**
 * Whether a student may open the posting of their application: only a listed one has a page for them. A closed
 * or draft posting, one an admin hid, and one of a company that is not live answer 'Internship not found', so no
 * link leads there.
 */
export function canOpenPosting(internship: StudentApplication["internship"]): boolean {
  return internship.status === "open" && internship.removed === null;
}
