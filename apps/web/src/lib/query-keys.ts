import type { BrowseSort, DurationRange, PayFilter } from "@internpath/shared/browse-options";
import type {
  ApplicationStatus,
  InternshipStatus,
  InternshipType,
  NotificationType,
} from "@internpath/shared/enums";

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
  /** The signed-in user's sessions (devices). */
  sessions: ["profile", "sessions"] as const,
};

/** The browse filters of docs/api.md; absent means "any". */
export type InternshipSearch = PageCursor & {
  q?: string;
  type?: InternshipType;
  location?: string;
  remote?: boolean;
  pay?: PayFilter[];
  duration?: DurationRange[];
  hideApplied?: boolean;
  companyId?: string;
  sort?: BrowseSort;
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
  locations: (typed: string) => [...internshipsKeys.all, "locations", typed] as const,
};

export type MyApplicationsSearch = PageCursor & { status?: ApplicationStatus };

/** Every query about the signed-in student's own applications. */
export const myApplicationsKeys = {
  all: ["student-applications"] as const,
  list: (search: MyApplicationsSearch) => [...myApplicationsKeys.all, "list", search] as const,
  history: (id: string) => [...myApplicationsKeys.all, "history", id] as const,
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

/** Manage Applications' search, filters and order, as GET /api/admin/applications and its export take them. */
export type AdminApplicationsFilters = {
  q?: string;
  status?: ApplicationStatus;
  companyId?: string;
  internshipId?: string;
  sort?: "student" | "internship" | "company" | "status" | "appliedAt";
  dir?: "asc" | "desc";
};

export type AdminApplicationsParams = AdminApplicationsFilters & PageCursor & { limit?: number };

/** The admin's application screens: the list pages, one application, and the filters' pickers. */
export const adminApplicationsKeys = {
  all: ["admin-applications"] as const,
  lists: () => [...adminApplicationsKeys.all, "list"] as const,
  list: (params: AdminApplicationsParams) => [...adminApplicationsKeys.lists(), params] as const,
  detail: (id: string) => [...adminApplicationsKeys.all, "detail", id] as const,
  companyOptions: (q: string) => [...adminApplicationsKeys.all, "company-options", q] as const,
  internshipOptions: (q: string, companyId: string | undefined) =>
    [...adminApplicationsKeys.all, "internship-options", q, companyId ?? null] as const,
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
  /** An admin's recipient search, and one recipient looked up by id (`/messages?recipient={id}`). */
  recipientSearch: (q: string) => [...messageKeys.all, "recipients", "search", q] as const,
  recipient: (id: string) => [...messageKeys.all, "recipients", "one", id] as const,
};

/** The signed-in user's bell: the newest notifications and the unread count. */
/** The Notifications page's query: its filters and page (the bell's list is `all` itself). */
export type NotificationPageParams = PageCursor & { type?: NotificationType; unread?: "true" };

export const notificationsKeys = {
  all: ["notifications"] as const,
  pages: () => [...notificationsKeys.all, "page"] as const,
  page: (params: NotificationPageParams) => [...notificationsKeys.pages(), params] as const,
};

/** The list queries of the admin account screens (Companies, Students, Administrators). */
export type AdminAccountsParams = PageCursor & { q?: string; limit?: number };

/**
 * The back office's accounts: the dashboard's counts, the company and student lists and pages, the
 * administrators. A change to an account marks the stats and the lists stale.
 */
export const adminAccountsKeys = {
  all: ["admin-accounts"] as const,
  stats: () => [...adminAccountsKeys.all, "stats"] as const,
  companies: () => [...adminAccountsKeys.all, "companies"] as const,
  companyList: (params: AdminAccountsParams) => [...adminAccountsKeys.companies(), "list", params] as const,
  company: (id: string) => [...adminAccountsKeys.companies(), "detail", id] as const,
  students: () => [...adminAccountsKeys.all, "students"] as const,
  studentList: (params: AdminAccountsParams) => [...adminAccountsKeys.students(), "list", params] as const,
  student: (id: string) => [...adminAccountsKeys.students(), "detail", id] as const,
  admins: () => [...adminAccountsKeys.all, "admins"] as const,
};

/** The admin's lists of internships: all of them, or one company's (`companyId`). */
export type AdminInternshipsParams = PageCursor & {
  q?: string;
  status?: InternshipStatus;
  companyId?: string;
  limit?: number;
};

/** Every admin query about internships; company screens mark them stale when they change an internship. */
export const adminInternshipsKeys = {
  all: ["admin-internships"] as const,
  lists: () => [...adminInternshipsKeys.all, "list"] as const,
  list: (params: AdminInternshipsParams) => [...adminInternshipsKeys.lists(), params] as const,
  detail: (id: string) => [...adminInternshipsKeys.all, "detail", id] as const,
  companySearch: (q: string) => [...adminInternshipsKeys.all, "company-search", q] as const,
};

/** The days Application Trends covers: absent `from` means from the first application. */
export type AnalyticsRangeParams = { from?: string; to?: string };

export const analyticsKeys = {
  all: ["analytics"] as const,
  figures: (range: AnalyticsRangeParams) => [...analyticsKeys.all, "figures", range] as const,
};

/** A company's public page. */
export const publicCompanyKeys = {
  all: ["public-company"] as const,
  detail: (id: string) => [...publicCompanyKeys.all, id] as const,
};

/** Filters of the admin audit log (docs/api.md); absent means "any". */
export type AuditLogParams = PageCursor & {
  adminId?: string;
  action?: string;
  targetType?: string;
  from?: string;
  to?: string;
};

/** Verified employers, reported postings, settings and the audit log (admins). */
export const trustKeys = {
  all: ["trust"] as const,
  settings: () => [...trustKeys.all, "settings"] as const,
  approvals: () => [...trustKeys.all, "approvals"] as const,
  reports: (cursor: PageCursor) => [...trustKeys.all, "reports", cursor] as const,
  audit: (params: AuditLogParams) => [...trustKeys.all, "audit", params] as const,
  /** The administrators, for the audit log's "by admin" filter. */
  adminsForFilter: () => [...trustKeys.all, "admins"] as const,
};
