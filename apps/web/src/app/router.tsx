import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import {
  createBrowserRouter,
  type HydrationState,
  type LoaderFunction,
  matchRoutes,
  Navigate,
  type RouteObject,
} from "react-router";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { paths } from "@/config/paths";
import {
  getCompanyDashboardQueryOptions,
  getStudentDashboardQueryOptions,
} from "@/features/dashboard/api/dashboard-reads";
import { getInternshipQueryOptions } from "@/features/internships/api/get-internship";
import { getInternshipsQueryOptions } from "@/features/internships/api/get-internships";
import { internshipSearchOf } from "@/features/internships/hooks/use-internship-search";
import { getCurrentUserQueryOptions } from "@/lib/get-current-user";
import { RequireRole } from "./layouts/require-role";
import { RootLayout } from "./layouts/root-layout";
import { RouteErrorBoundary } from "./route-error-boundary";

/** Route modules load on first visit; each default-exports its screen. */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, "lazy"> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

/**
 * Layouts load with their first page too (in parallel with it), so the landing page does not download
 * the signed-in app's menus and dialogs.
 */
const appLayout: Pick<RouteObject, "lazy"> = {
  lazy: async () => ({ Component: (await import("./layouts/app-layout")).AppLayout }),
};
const publicAppLayout: Pick<RouteObject, "lazy"> = {
  lazy: async () => ({ Component: (await import("./layouts/app-layout")).PublicAppLayout }),
};
const authLayout: Pick<RouteObject, "lazy"> = {
  lazy: async () => ({ Component: (await import("./layouts/auth-layout")).AuthLayout }),
};

/**
 * Starts loading the dashboard's data while its code downloads, as soon as the session says whose
 * dashboard it is. Never fails: the screen shows its own loading and error states.
 */
function prefetchDashboard(queryClient: QueryClient) {
  return () => {
    void queryClient.fetchQuery(getCurrentUserQueryOptions()).then(
      (user) => {
        if (user?.role === "student") return queryClient.prefetchQuery(getStudentDashboardQueryOptions());
        if (user?.role === "company") return queryClient.prefetchQuery(getCompanyDashboardQueryOptions());
      },
      () => undefined,
    );
    return null;
  };
}

/** Starts loading browse's list while the screen's code downloads. */
function prefetchBrowse(queryClient: QueryClient): LoaderFunction {
  return ({ request }) => {
    void queryClient.prefetchQuery(getInternshipsQueryOptions(internshipSearchOf(request.url)));
    return null;
  };
}

/** Starts loading a posting while the screen's code downloads. */
function prefetchPosting(queryClient: QueryClient): LoaderFunction {
  return ({ params }) => {
    void queryClient.prefetchQuery(getInternshipQueryOptions(params.id ?? ""));
    return null;
  };
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: LoadingScreen,
      children: [
        { path: paths.home.path, ...page(() => import("./routes/landing")) },
        { path: paths.privacyPolicy.path, ...page(() => import("./routes/privacy-policy")) },
        { path: paths.termsOfService.path, ...page(() => import("./routes/terms-of-service")) },
        { path: paths.about.path, ...page(() => import("./routes/about")) },
        { path: paths.contact.path, ...page(() => import("./routes/contact")) },
        { path: paths.careers.path, ...page(() => import("./routes/careers")) },
        { path: paths.help.path, ...page(() => import("./routes/help")) },
        {
          path: paths.auth.root.path,
          ...authLayout,
          children: [
            { index: true, element: <Navigate to={paths.auth.signIn.getHref()} replace /> },
            { path: paths.auth.signIn.path, ...page(() => import("./routes/auth/sign-in")) },
            { path: paths.auth.signUp.path, ...page(() => import("./routes/auth/sign-up")) },
            { path: paths.auth.forgotPassword.path, ...page(() => import("./routes/auth/forgot-password")) },
            { path: paths.auth.resetPassword.path, ...page(() => import("./routes/auth/reset-password")) },
          ],
        },
        {
          // Open to visitors too (docs/product.md, "Visibility"): browse, a posting, a company's page.
          ...publicAppLayout,
          children: [
            {
              path: paths.app.internships.path,
              loader: prefetchBrowse(queryClient),
              ...page(() => import("./routes/app/internships")),
            },
            {
              path: paths.app.internship.path,
              loader: prefetchPosting(queryClient),
              ...page(() => import("./routes/app/internship")),
            },
            { path: paths.app.company.path, ...page(() => import("./routes/app/company")) },
          ],
        },
        {
          ...appLayout,
          children: [
            {
              path: paths.app.dashboard.path,
              loader: prefetchDashboard(queryClient),
              ...page(() => import("./routes/app/dashboard")),
            },
            { path: paths.app.applications.path, ...page(() => import("./routes/app/applications")) },
            {
              path: paths.app.companyApplications.path,
              element: <Navigate to={paths.app.applications.getHref()} replace />,
            },
            { path: paths.app.profile.path, ...page(() => import("./routes/app/profile")) },
            { path: paths.app.messages.path, ...page(() => import("./routes/app/messages")) },
            { path: paths.app.notifications.path, ...page(() => import("./routes/app/notifications")) },
            {
              element: <RequireRole roles={["student"]} />,
              children: [{ path: paths.app.bookmarks.path, ...page(() => import("./routes/app/bookmarks")) }],
            },
            {
              element: <RequireRole roles={["company"]} />,
              children: [
                {
                  path: paths.app.manageInternships.path,
                  ...page(() => import("./routes/app/manage-internships")),
                },
              ],
            },
            {
              element: <RequireRole roles={["company", "admin"]} />,
              children: [
                {
                  path: paths.app.createInternship.path,
                  ...page(() => import("./routes/app/create-internship")),
                },
                {
                  path: paths.app.editInternship.path,
                  ...page(() => import("./routes/app/edit-internship")),
                },
              ],
            },
            {
              element: <RequireRole roles={["admin"]} />,
              children: [
                { path: paths.admin.dashboard.path, ...page(() => import("./routes/admin/dashboard")) },
                { path: paths.admin.companies.path, ...page(() => import("./routes/admin/companies")) },
                { path: paths.admin.addCompany.path, ...page(() => import("./routes/admin/add-company")) },
                { path: paths.admin.editCompany.path, ...page(() => import("./routes/admin/edit-company")) },
                { path: paths.admin.company.path, ...page(() => import("./routes/admin/company")) },
                {
                  path: paths.admin.companyInternships.path,
                  ...page(() => import("./routes/admin/company-internships")),
                },
                {
                  path: paths.admin.companyApplications.path,
                  ...page(() => import("./routes/admin/company-applications")),
                },
                { path: paths.admin.students.path, ...page(() => import("./routes/admin/students")) },
                { path: paths.admin.addStudent.path, ...page(() => import("./routes/admin/add-student")) },
                { path: paths.admin.editStudent.path, ...page(() => import("./routes/admin/edit-student")) },
                { path: paths.admin.student.path, ...page(() => import("./routes/admin/student")) },
                { path: paths.admin.internships.path, ...page(() => import("./routes/admin/internships")) },
                { path: paths.admin.internship.path, ...page(() => import("./routes/admin/internship")) },
                { path: paths.admin.applications.path, ...page(() => import("./routes/admin/applications")) },
                { path: paths.admin.application.path, ...page(() => import("./routes/admin/application")) },
                { path: paths.admin.analytics.path, ...page(() => import("./routes/admin/analytics")) },
                { path: paths.admin.approvals.path, ...page(() => import("./routes/admin/approvals")) },
                { path: paths.admin.reports.path, ...page(() => import("./routes/admin/reports")) },
                { path: paths.admin.audit.path, ...page(() => import("./routes/admin/audit")) },
              ],
            },
          ],
        },
        { path: "*", element: <Navigate to={paths.home.getHref()} replace /> },
      ],
    },
  ];
}

/** `hydrationData`: what the server's router loaded for the page being hydrated (src/server-render.tsx). */
export function createAppRouter(routes: RouteObject[], hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}

/**
 * Loads the route modules `url` matches, ahead of the router: a pre-rendered page is hydrated, and its
 * first render must be the page, not the router's fallback for routes still loading.
 */
export async function loadRoutesFor(routes: RouteObject[], url: string) {
  const matches = matchRoutes(routes, url) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      delete route.lazy;
    }),
  );
}
