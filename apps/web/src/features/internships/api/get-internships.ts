import { apiQuery } from "@/lib/api-query";
import { type InternshipSearch, internshipsKeys } from "@/lib/query-keys";

/** The search as the route's query: the defaults left out, so equal searches share one URL. */
function queryOf(search: InternshipSearch) {
  return {
    q: search.q,
    type: search.type,
    location: search.location,
    remote: search.remote ? "true" : undefined,
    pay: search.pay?.length ? search.pay.join(",") : undefined,
    duration: search.duration?.length ? search.duration.join(",") : undefined,
    hideApplied: search.hideApplied ? "true" : undefined,
    companyId: search.companyId,
    sort: search.sort && search.sort !== "newest" ? search.sort : undefined,
    after: search.after,
    before: search.before,
  };
}

/** Keeps the previous page on screen while the next search loads, so results do not flash away. */
const internships = apiQuery({
  route: "GET /api/internships",
  queryKey: internshipsKeys.list,
  request: (search: InternshipSearch) => ({ query: queryOf(search) }),
  errorMessage: "Failed to load internships",
  keepPreviousPage: true,
});

export const getInternshipsQueryOptions = internships.options;
export const useInternships = internships.use;
