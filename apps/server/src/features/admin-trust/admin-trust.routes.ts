import { Hono } from "hono";
import type { AppEnv } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { readJsonBody } from "../../lib/json-body.ts";
import { decideCompany, findApprovalQueue } from "./approvals.service.ts";
import { findAuditEntries } from "./audit-log.service.ts";
import { findReportQueue, reportInternship, resolveReports } from "./reports.service.ts";
import { getTrustSettings, updateTrustSettings } from "./settings.service.ts";
import { unhideInternship } from "./unhide-internship.service.ts";

/** Verified employers, reported postings, settings and the audit log (docs/product.md). */
export function adminTrustRoutes(db: Database) {
  return new Hono<AppEnv>()
    .get("/admin/settings", async (c) => c.json({ settings: await getTrustSettings(db, c.get("actor")) }))
    .patch("/admin/settings", async (c) => {
      const body = await readJsonBody(c);
      return c.json({ settings: await updateTrustSettings(db, c.get("actor"), body) });
    })
    .get("/admin/approvals", async (c) => c.json(await findApprovalQueue(db, c.get("actor"))))
    .post("/admin/companies/:id/approve", async (c) =>
      c.json({ company: await decideCompany(db, c.get("actor"), c.req.param("id"), "approve", null) }),
    )
    .post("/admin/companies/:id/reject", async (c) => {
      const body = await readJsonBody(c);
      return c.json({ company: await decideCompany(db, c.get("actor"), c.req.param("id"), "reject", body) });
    })
    .post("/admin/companies/:id/revoke", async (c) => {
      const body = await readJsonBody(c);
      return c.json({ company: await decideCompany(db, c.get("actor"), c.req.param("id"), "revoke", body) });
    })
    .post("/internships/:id/report", async (c) => {
      const body = await readJsonBody(c);
      return c.json({ report: await reportInternship(db, c.get("actor"), c.req.param("id"), body) }, 201);
    })
    .get("/admin/reports", async (c) => c.json(await findReportQueue(db, c.get("actor"), c.req.query())))
    .post("/admin/reports/:internshipId/dismiss", async (c) =>
      c.json({
        resolution: await resolveReports(db, c.get("actor"), c.req.param("internshipId"), "dismissed", null),
      }),
    )
    .post("/admin/reports/:internshipId/hide", async (c) => {
      const body = await readJsonBody(c);
      return c.json({
        resolution: await resolveReports(db, c.get("actor"), c.req.param("internshipId"), "hidden", body),
      });
    })
    .post("/admin/internships/:id/unhide", async (c) =>
      c.json({ internship: await unhideInternship(db, c.get("actor"), c.req.param("id")) }),
    )
    .get("/admin/audit", async (c) => c.json(await findAuditEntries(db, c.get("actor"), c.req.query())));
}
