import { apiQuery } from "@/lib/api-query";
import { internshipsKeys } from "@/lib/query-keys";

const similarInternships = apiQuery({
  route: "GET /api/internships/:id/similar",
  queryKey: internshipsKeys.similar,
  request: (id: string) => ({ params: { id } }),
  select: (answer) => answer.items,
});

export const getSimilarInternshipsQueryOptions = similarInternships.options;
export const useSimilarInternships = similarInternships.use;
