import { internships } from "../../db/schema/marketplace.ts";

/**
 * A posting's terms, in the order every answer that carries them lists them: where, remote or not,
 * its type, how long, the stipend, the deadline, the skills and its status. Spread into the columns of
 * a card, the admin's detail and the audit's view of an internship.
 */
export const postingTermColumns = {
  location: internships.location,
  isRemote: internships.isRemote,
  type: internships.type,
  duration: internships.duration,
  stipend: internships.stipend,
  deadline: internships.deadline,
  skills: internships.skills,
  status: internships.status,
};
