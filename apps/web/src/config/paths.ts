import type { ApplicationStatus, SignUpRole } from "@internpath/shared/enums";

/** On the dashboard: the account is new (see paths.app.dashboard). */
export const WELCOME_PARAM = "welcome";

/** Every URL of the web app: `path` is the route pattern, `getHref` builds a link. */
export const paths = {
  home: { path: "/", getHref: () => "/" },
  privacyPolicy: { path: "/privacy-policy", getHref: () => "/privacy-policy" },
  termsOfService: { path: "/terms-of-service", getHref: () => "/terms-of-service" },
  about: { path: "/about", getHref: () => "/about" },
  contact: { path: "/contact", getHref: () => "/contact" },
  careers: { path: "/careers", getHref: () => "/careers" },
  help: { path: "/help", getHref: () => "/help" },

  auth: {
    root: { path: "/auth", getHref: () => "/auth" },
    signIn: {
      path: "/auth/signin",
      /** `redirectTo`: where to go back to once signed in (a path of this site; see lib/redirect-to). */
      getHref: (redirectTo?: string) =>
        redirectTo ? `/auth/signin?${new URLSearchParams({ redirectTo })}` : "/auth/signin",
    },
    signUp: {
      path: "/auth/signup",
      getHref: (role?: SignUpRole) => (role ? `/auth/signup?role=${role}` : "/auth/signup"),
    },
    forgotPassword: { path: "/auth/forgot-password", getHref: () => "/auth/forgot-password" },
    resetPassword: { path: "/auth/reset-password", getHref: () => "/auth/reset-password" },
  },

  app: {
    dashboard: {
      path: "/dashboard",
      /** `welcome`: a new account's first arrival, greeted "Welcome" instead of "Welcome back". */
      getHref: (welcome?: boolean) => (welcome ? `/dashboard?${WELCOME_PARAM}=1` : "/dashboard"),
    },
    internships: {
      path: "/internships",
      /** `q`: a search to open browse with (the search box's parameter). */
      getHref: (q?: string) => (q ? `/internships?${new URLSearchParams({ q })}` : "/internships"),
    },
    internship: { path: "/internships/:id", getHref: (id: string) => `/internships/${id}` },
    company: { path: "/companies/:id", getHref: (id: string) => `/companies/${id}` },
    createInternship: { path: "/internships/create", getHref: () => "/internships/create" },
    editInternship: { path: "/internships/edit/:id", getHref: (id: string) => `/internships/edit/${id}` },
    manageInternships: {
      path: "/manage-internships",
      getHref: (filter?: "draft") =>
        filter ? `/manage-internships?filter=${filter}` : "/manage-internships",
    },
    applications: {
      path: "/applications",
      /**
       * `filter`: the status My Applications / Review Applications opens with; `internshipId`: Review Applications
       * for one internship's applicants.
       */
      getHref: (filter?: ApplicationStatus, internshipId?: string) => {
        const query = new URLSearchParams({
          ...(filter && { filter }),
          ...(internshipId && { internship: internshipId }),
        }).toString();
        return query ? `/applications?${query}` : "/applications";
      },
    },
    companyApplications: { path: "/company/applications", getHref: () => "/company/applications" },
    bookmarks: { path: "/bookmarks", getHref: () => "/bookmarks" },
    profile: { path: "/profile", getHref: () => "/profile" },
    notifications: { path: "/notifications", getHref: () => "/notifications" },
    messages: {
      path: "/messages",
      getHref: (recipientId?: string) => (recipientId ? `/messages?recipient=${recipientId}` : "/messages"),
    },
  },

  admin: {
    dashboard: { path: "/admin", getHref: () => "/admin" },
    companies: { path: "/admin/companies", getHref: () => "/admin/companies" },
    company: { path: "/admin/companies/:id", getHref: (id: string) => `/admin/companies/${id}` },
    addCompany: { path: "/admin/companies/add", getHref: () => "/admin/companies/add" },
    editCompany: {
      path: "/admin/companies/edit/:id",
      getHref: (id: string) => `/admin/companies/edit/${id}`,
    },
    companyInternships: {
      path: "/admin/companies/internships/:id",
      getHref: (id: string) => `/admin/companies/internships/${id}`,
    },
    companyApplications: {
      path: "/admin/companies/applications/:id",
      getHref: (id: string) => `/admin/companies/applications/${id}`,
    },
    students: { path: "/admin/students", getHref: () => "/admin/students" },
    student: { path: "/admin/students/:id", getHref: (id: string) => `/admin/students/${id}` },
    addStudent: { path: "/admin/students/add", getHref: () => "/admin/students/add" },
    editStudent: { path: "/admin/students/edit/:id", getHref: (id: string) => `/admin/students/edit/${id}` },
    internships: { path: "/admin/internships", getHref: () => "/admin/internships" },
    internship: { path: "/admin/internships/:id", getHref: (id: string) => `/admin/internships/${id}` },
    applications: { path: "/admin/applications", getHref: () => "/admin/applications" },
    application: { path: "/admin/applications/:id", getHref: (id: string) => `/admin/applications/${id}` },
    analytics: { path: "/admin/analytics", getHref: () => "/admin/analytics" },
    approvals: { path: "/admin/approvals", getHref: () => "/admin/approvals" },
    reports: { path: "/admin/reports", getHref: () => "/admin/reports" },
    audit: { path: "/admin/audit", getHref: () => "/admin/audit" },
  },

  /** Served by the API server outside production; lists the mail it kept. */
  devMailbox: { path: "/dev/mailbox", getHref: () => "/dev/mailbox" },
} as const;
