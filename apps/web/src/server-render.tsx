import { AsyncLocalStorage } from "node:async_hooks";
import { dehydrate, type QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type Params,
  StaticRouterProvider,
} from "react-router";
import { AppProvider } from "./app/provider";
import { renderToHtml } from "./app/render-to-html";
import { createRoutes } from "./app/router";
import { type ServerState, serializeServerState } from "./app/server-state";
import { paths } from "./config/paths";
import { getInternshipQueryOptions } from "./features/internships/api/get-internship";
import { getInternshipsQueryOptions } from "./features/internships/api/get-internships";
import { getSimilarInternshipsQueryOptions } from "./features/internships/api/get-similar-internships";
import { setApiTransport } from "./lib/api-client";
import { getCurrentUserQueryOptions } from "./lib/get-current-user";
import { createQueryClient } from "./lib/query-client";
import { RenderTimeProvider } from "./lib/render-time";

/*
 * Renders the pages visitors reach first from a search engine or a shared link, browse and a posting,
 * with their data, for each request (the server calls it for visitors without a session; decision 020).
 * The browser hydrates the HTML with the same data (main.tsx), so the list or the posting paints
 * before any script has run.
 */

type ServerPage = {
  /** The route modules the page is made of (keys of Vite's manifest), which the page preloads. */
  modules: string[];
  /** Loads what the page shows; a page whose main data fails to load is not rendered here. */
  load: (queryClient: QueryClient, params: Params) => Promise<unknown>;
};

const PUBLIC_LAYOUT = "src/app/layouts/app-layout.tsx";

/** The pages rendered for each request, by route path. */
export const SERVER_PAGES: Record<string, ServerPage> = {
  [paths.app.internships.path]: {
    modules: [PUBLIC_LAYOUT, "src/app/routes/app/internships.tsx"],
    // The first page of the newest internships: the URL has no search (the server sends the app's shell
    // for one with a query string).
    load: (queryClient) => queryClient.fetchQuery(getInternshipsQueryOptions({})),
  },
  [paths.app.internship.path]: {
    modules: [PUBLIC_LAYOUT, "src/app/routes/app/internship.tsx"],
    load: async (queryClient, { id = "" }) => {
      // Below the posting: shown if it loads, asked for by the browser if not.
      const similar = queryClient.prefetchQuery(getSimilarInternshipsQueryOptions(id));
      await queryClient.fetchQuery(getInternshipQueryOptions(id));
      await similar;
    },
  },
};

type FetchApi = (url: string, init: RequestInit) => Promise<Response>;

/** The API of the server that is rendering the page, for the requests made while it renders. */
const currentApi = new AsyncLocalStorage<FetchApi>();

setApiTransport((url, init) => {
  const fetchApi = currentApi.getStore();
  if (!fetchApi) throw new Error(`${url} was asked for outside of renderServerPage`);
  return fetchApi(url, init);
});

export type ServerRenderedPage = {
  /** The key of SERVER_PAGES the URL matched, which names the page's scripts. */
  page: string;
  /** What goes inside #root. */
  html: string;
  /** The text of the state script (SERVER_STATE_ID). */
  state: string;
};

/**
 * The page at `pathname` as a visitor sees it, its data asked of `fetchApi` (the server's own routes,
 * in-process, without a session), or undefined when it is not one of SERVER_PAGES or its data did not
 * load (a missing posting): the server then sends the app's shell, and the browser shows what it would
 * have shown anyway.
 */
export function renderServerPage(pathname: string, fetchApi: FetchApi) {
  return currentApi.run(fetchApi, () => render(pathname));
}

async function render(pathname: string): Promise<ServerRenderedPage | undefined> {
  const queryClient = createQueryClient({ forServer: true });
  const routes = createRoutes(queryClient);
  const matched = matchRoutes(routes, pathname)?.at(-1);
  const pageKey = matched?.route.path;
  const page = pageKey === undefined ? undefined : SERVER_PAGES[pageKey];
  if (!matched || !pageKey || !page) return undefined;

  try {
    await Promise.all([
      queryClient.fetchQuery(getCurrentUserQueryOptions()),
      page.load(queryClient, matched.params),
    ]);
  } catch {
    return undefined;
  }

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, "http://localhost")));
  if (context instanceof Response || context.errors) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const renderedAt = Date.now();
  // The same tree as <App> in main.tsx, with the router that renders one location.
  const html = await renderToHtml(
    <StrictMode>
      <RenderTimeProvider value={renderedAt}>
        <AppProvider queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </RenderTimeProvider>
    </StrictMode>,
  );
  const state: ServerState = {
    renderedAt,
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData },
  };
  return { page: pageKey, html, state: serializeServerState(state) };
}
