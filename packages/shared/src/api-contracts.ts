import type { ApiContract, ApiRouteKey } from "./api-contract.ts";
import { accountContracts } from "./contracts/account.ts";
import { adminAccountContracts } from "./contracts/admin-accounts.ts";
import { adminApplicationContracts } from "./contracts/admin-applications.ts";
import { adminInternshipContracts } from "./contracts/admin-internships.ts";
import { analyticsContracts } from "./contracts/analytics.ts";
import { applicationContracts } from "./contracts/applications.ts";
import { bookmarkContracts } from "./contracts/bookmarks.ts";
import { companyContracts } from "./contracts/companies.ts";
import { dashboardContracts } from "./contracts/dashboards.ts";
import { eventContracts } from "./contracts/events.ts";
import { fileContracts } from "./contracts/files.ts";
import { internshipContracts } from "./contracts/internships.ts";
import { messageContracts } from "./contracts/messages.ts";
import { metaContracts } from "./contracts/meta.ts";
import { notificationContracts } from "./contracts/notifications.ts";
import { profileContracts } from "./contracts/profiles.ts";
import { sitemapContracts } from "./contracts/sitemaps.ts";
import { trustContracts } from "./contracts/trust.ts";

/**
 * Every declared route of the API by its key (`METHOD /path`), one table made of each feature's contracts
 * (packages/shared/src/contracts). The web imports it for its types only (`import type`), so no page loads
 * the schemas; the server's tests read it to check every answer they receive.
 */
export const apiContracts = {
  ...metaContracts,
  ...accountContracts,
  ...profileContracts,
  ...fileContracts,
  ...bookmarkContracts,
  ...messageContracts,
  ...notificationContracts,
  ...eventContracts,
  ...internshipContracts,
  ...companyContracts,
  ...applicationContracts,
  ...dashboardContracts,
  ...trustContracts,
  ...sitemapContracts,
  ...adminInternshipContracts,
  ...analyticsContracts,
  ...adminApplicationContracts,
  ...adminAccountContracts,
} as const satisfies Record<ApiRouteKey, ApiContract>;

export type ApiContracts = typeof apiContracts;
export type ApiKey = keyof ApiContracts;
