import type { ApiContract, ApiRouteKey } from "./api-contract.ts";
import { applicationContracts } from "./contracts/applications.ts";
import { bookmarkContracts } from "./contracts/bookmarks.ts";
import { dashboardContracts } from "./contracts/dashboards.ts";
import { metaContracts } from "./contracts/meta.ts";

/**
 * Every declared route of the API by its key (`METHOD /path`), one table made of each feature's contracts
 * (packages/shared/src/contracts). The web imports it for its types only (`import type`), so no page loads
 * the schemas; the server's tests read it to check every answer they receive.
 */
export const apiContracts = {
  ...metaContracts,
  ...bookmarkContracts,
  ...applicationContracts,
  ...dashboardContracts,
} as const satisfies Record<ApiRouteKey, ApiContract>;

export type ApiContracts = typeof apiContracts;
export type ApiKey = keyof ApiContracts;
