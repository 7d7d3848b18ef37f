import type { ApplicationStatus, InternshipStatus, InternshipType } from "@internpath/shared/enums";

/*
 * Every query key of the web app, one factory per feature. They live here rather than in the features
 * because features mark each other's queries stale (an application refreshes the internship's page,
 * a bookmark the internship lists, a profile change the signed-in user), and a feature never imports
 * another feature.
 */

/** Keyset pagination of docs/api.md: `after` (next page) or `before` (previous page). */
export type PageCursor = { after?: string; before?: string };

export const currentUserKeys = {
  all: ["current-user"] as const,
};

export const authKeys = {
  publicConfig: () => ["public-config"] as const,
};

export const profileKeys = {
  all: ["profile"] as const,
};

/** The browse filters of docs/api.md; absent means "any". */
export type InternshipSearch = PageCursor & {
  q?: string;
  type?: InternshipType;
  location?: string;
  remote?: boolean;
};

/**
 * Every query showing open internships, so one invalidation refreshes the browse list, the detail
 * page, similar internships and the bookmarks list (each shows `isBookmarked`).
 */
export const internshipsKeys = {
  all: ["internships"] as const,
  list: (search: InternshipSearch) => [...internshipsKeys.all, "list", search] as const,
  detail: (id: string) => [...internshipsKeys.all, "detail", id] as const,
  similar: (id: string) => [...internshipsKeys.all, "similar", id] as const,
  bookmarks: (cursor: PageCursor) => [...internshipsKeys.all, "bookmarks", cursor] as const,
};

export type MyApplicationsSearch = PageCursor & { status?: ApplicationStatus };

/** Every query about the signed-in student's own applications. */
export const myApplicationsKeys = {
  all: ["student-applications"] as const,
  list: (search: MyApplicationsSearch) => [...myApplicationsKeys.all, "list", search] as const,
};

export const dashboardKeys = {
  /** Company screens that change these numbers mark every one of these stale. */
  all: ["dashboard"] as const,
  company: () => [...dashboardKeys.all, "company"] as const,
  /** Under the applications key: whatever changes the student's applications refreshes the dashboard too. */
  student: () => [...myApplicationsKeys.all, "dashboard"] as const,
};

export type CompanyInternshipsParams = PageCursor & {
  q?: string;
  status?: InternshipStatus;
  limit?: number;
};

export const companyInternshipsKeys = {
  all: ["company-internships"] as const,
  lists: () => [...companyInternshipsKeys.all, "list"] as const,
  list: (params: CompanyInternshipsParams) => [...companyInternshipsKeys.lists(), params] as const,
  editable: (id: string) => [...companyInternshipsKeys.all, "editable", id] as const,
};

/** The list's filters, as GET /api/company/applications and its CSV export take them. */
export type CompanyApplicationsFilters = {
  q?: string;
  status?: ApplicationStatus;
  internshipId?: string;
};

export type CompanyApplicationsParams = CompanyApplicationsFilters & PageCursor & { limit?: number };

export const companyApplicationsKeys = {
  all: ["company-applications"] as const,
  lists: () => [...companyApplicationsKeys.all, "list"] as const,
  list: (params: CompanyApplicationsParams) => [...companyApplicationsKeys.lists(), params] as const,
  internshipOptions: () => [...companyApplicationsKeys.all, "internship-options"] as const,
};

export type MessagesSearch = PageCursor & { box: "inbox" | "sent" };

/** The signed-in user's messages: both boxes, one message, the Inbox badge and the compose form's list. */
export const messageKeys = {
  all: ["messages"] as const,
  lists: () => [...messageKeys.all, "list"] as const,
  list: (search: MessagesSearch) => [...messageKeys.lists(), search] as const,
  detail: (id: string) => [...messageKeys.all, "detail", id] as const,
  unreadCount: () => [...messageKeys.all, "unread-count"] as const,
  recipients: () => [...messageKeys.all, "recipients"] as const,
};

/** The signed-in user's bell: the newest notifications and the unread count. */
export const notificationsKeys = {
  all: ["notifications"] as const,
};
