import { trustContracts } from "@internpath/shared/contracts/trust";
import type { AppEnv } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { declareRoutes } from "../../lib/declared-routes.ts";
import { readJsonBody } from "../../lib/json-body.ts";
import { decideCompany, findApprovalQueue } from "./approvals.service.ts";
import { findAuditEntries } from "./audit-log.service.ts";
import { findReportQueue, reportInternship, resolveReports } from "./reports.service.ts";
import { getTrustSettings, updateTrustSettings } from "./settings.service.ts";
import { unhideInternship } from "./unhide-internship.service.ts";

/** Verified employers, reported postings, settings and the audit log (docs/product.md). */
export function adminTrustRoutes(db: Database) {
  return declareRoutes<AppEnv, typeof trustContracts>(trustContracts)
    .handle("GET /api/admin/settings", async (c) =>
      c.json({ settings: await getTrustSettings(db, c.get("actor")) }),
    )
    .handle("PATCH /api/admin/settings", async (c) => {
      const body = await readJsonBody(c);
      return c.json({ settings: await updateTrustSettings(db, c.get("actor"), body) });
    })
    .handle("GET /api/admin/approvals", async (c) => c.json(await findApprovalQueue(db, c.get("actor"))))
    .handle("POST /api/admin/companies/:id/approve", async (c) =>
      c.json({ company: await decideCompany(db, c.get("actor"), c.req.param("id"), "approve", null) }),
    )
    .handle("POST /api/admin/companies/:id/reject", async (c) => {
      const body = await readJsonBody(c);
      return c.json({ company: await decideCompany(db, c.get("actor"), c.req.param("id"), "reject", body) });
    })
    .handle("POST /api/admin/companies/:id/revoke", async (c) => {
      const body = await readJsonBody(c);
      return c.json({ company: await decideCompany(db, c.get("actor"), c.req.param("id"), "revoke", body) });
    })
    .handle("POST /api/internships/:id/report", async (c) => {
      const body = await readJsonBody(c);
      return c.json({ report: await reportInternship(db, c.get("actor"), c.req.param("id"), body) }, 201);
    })
    .handle("GET /api/admin/reports", async (c) =>
      c.json(await findReportQueue(db, c.get("actor"), c.req.query())),
    )
    .handle("POST /api/admin/reports/:internshipId/dismiss", async (c) =>
      c.json({
        resolution: await resolveReports(db, c.get("actor"), c.req.param("internshipId"), "dismissed", null),
      }),
    )
    .handle("POST /api/admin/reports/:internshipId/hide", async (c) => {
      const body = await readJsonBody(c);
      return c.json({
        resolution: await resolveReports(db, c.get("actor"), c.req.param("internshipId"), "hidden", body),
      });
    })
    .handle("POST /api/admin/internships/:id/unhide", async (c) =>
      c.json({ internship: await unhideInternship(db, c.get("actor"), c.req.param("id")) }),
    )
    .handle("GET /api/admin/audit", async (c) =>
      c.json(await findAuditEntries(db, c.get("actor"), c.req.query())),
    ).app;
}
