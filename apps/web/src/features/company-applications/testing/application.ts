import type { CompanyApplication } from "@internpath/shared/api-types";
import type { ApplicationStatus } from "@internpath/shared/enums";

/** An application as the review list answers it, for unit tests. */
export function application(id: string, status: ApplicationStatus): CompanyApplication {
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
    decision: null,
  };
}
