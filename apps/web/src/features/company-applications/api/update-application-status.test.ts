import type { CompanyApplication } from "@internpath/shared/api-types";
import type { ApplicationStatus } from "@internpath/shared/enums";
import { describe, expect, it } from "vitest";
import type { CompanyApplicationsPage } from "./get-company-applications";
import { withStatus } from "./update-application-status";

function application(id: string, status: ApplicationStatus): CompanyApplication {
  return {
    id,
    status,
    coverLetter: null,
    resumeUrl: `/api/files/${id}.pdf`,
    createdAt: "2026-07-01T10:00:00.000Z",
    updatedAt: "2026-07-01T10:00:00.000Z",
    student: {
      id: `student-${id}`,
      fullName: "Ada",
      email: "ada@example.com",
      avatarUrl: null,
      bio: null,
      location: null,
      website: null,
      university: null,
      degree: null,
      graduationYear: null,
      skills: [],
    },
    internship: { id: "internship", title: "Frontend Intern" },
  };
}

const page: CompanyApplicationsPage = {
  items: [application("a", "pending"), application("b", "reviewing")],
  nextCursor: null,
  prevCursor: null,
  total: 2,
  counts: { all: 2, pending: 1, reviewing: 1, accepted: 0, rejected: 0 },
};

describe("withStatus", () => {
  it("moves the application to its new status in place, and its count with it", () => {
    const next = withStatus(page, { id: "a", status: "reviewing", updatedAt: "2026-07-02T09:00:00.000Z" });
    expect(next.items.map((item) => [item.id, item.status, item.updatedAt])).toEqual([
      ["a", "reviewing", "2026-07-02T09:00:00.000Z"],
      ["b", "reviewing", "2026-07-01T10:00:00.000Z"],
    ]);
    expect(next.counts).toEqual({ all: 2, pending: 0, reviewing: 2, accepted: 0, rejected: 0 });
    expect(page.counts.pending).toBe(1);
  });

  it("leaves a page without that application as it is", () => {
    expect(withStatus(page, { id: "zzz", status: "accepted", updatedAt: "2026-07-02T09:00:00.000Z" })).toBe(
      page,
    );
  });

  it("keeps the counts when the status did not change", () => {
    const next = withStatus(page, { id: "b", status: "reviewing", updatedAt: "2026-07-02T09:00:00.000Z" });
    expect(next.counts).toEqual(page.counts);
  });
});
