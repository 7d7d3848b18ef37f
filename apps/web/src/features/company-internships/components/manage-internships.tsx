import { Plus } from "lucide-react";
import { InternshipList } from "@/components/internship-list/internship-list";
import { ButtonLink } from "@/components/ui/button";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { paths } from "@/config/paths";
import { useCompanyInternships } from "../api/get-company-internships";
import { useManageInternshipsParams } from "../hooks/use-manage-internships-params";
import { InternshipCards } from "./internship-cards";
import { InternshipStatusFilterButtons } from "./internship-status-filter";
import { InternshipsTable } from "./internships-table";

export function PostInternshipLink() {
  return (
    <ButtonLink to={paths.app.createInternship.getHref()}>
      <Plus className="size-4" aria-hidden="true" />
      Post New Internship
    </ButtonLink>
  );
}

/** The company's internships: search, status filter, the list and its actions, pages. */
export function ManageInternships() {
  const params = useManageInternshipsParams();
  const query = useCompanyInternships(params.queryParams);

  return (
    <InternshipList
      layout="xl"
      params={params}
      searchPlaceholder="Search by title"
      filter={<InternshipStatusFilterButtons value={params.filter} onChange={params.setFilter} />}
      query={query}
      placeholder={<LoadingScreen fullScreen={false} label="Loading internships..." />}
      isLaterPage={(page) => page.total > 0 || page.prevCursor !== null}
      filteredDescription="Try another title or status."
      empty={{
        title: "No internships yet",
        description: "Post your first internship to start receiving applications from students.",
        action: <PostInternshipLink />,
      }}
      summary={(page) => `${page.total} ${page.total === 1 ? "internship" : "internships"}`}
      table={(rows, onDeleted) => <InternshipsTable rows={rows} onDeleted={onDeleted} />}
      cards={(rows, onDeleted) => <InternshipCards rows={rows} onDeleted={onDeleted} />}
    />
  );
}
