import { Hono } from "hono";
import type { AppEnv } from "../../auth/session.ts";
import { readJsonBody } from "../../lib/json-body.ts";
import { endAccountSessions } from "./account-sessions.service.ts";
import type { AdminAccountsContext } from "./admin-accounts-context.ts";
import { removeAdmin } from "./admin-removal.service.ts";
import {
  createAdminCompany,
  deleteAdminCompany,
  findAdminCompanies,
  updateAdminCompany,
} from "./companies.service.ts";
import { getAdminCompanyProfile } from "./company-profile.service.ts";
import { findAdmins, inviteAdmin, resendInvitation } from "./invitations.service.ts";
import { getAdminStats } from "./stats.service.ts";
import {
  createAdminStudent,
  deleteAdminStudent,
  findAdminStudents,
  getAdminStudent,
  updateAdminStudent,
} from "./students.service.ts";

/** The back office's accounts: dashboard counts, companies, students, administrators, invitations. */
export function adminAccountRoutes(ctx: AdminAccountsContext) {
  const { db } = ctx;
  return new Hono<AppEnv>()
    .get("/admin/stats", async (c) => c.json(await getAdminStats(db, c.get("actor"))))

    .get("/admin/companies", async (c) => c.json(await findAdminCompanies(db, c.get("actor"), c.req.query())))
    .post("/admin/companies", async (c) => {
      const body = await readJsonBody(c);
      const company = await createAdminCompany(ctx, c.get("actor"), body);
      return c.json({ company }, 201);
    })
    .get("/admin/companies/:id", async (c) =>
      c.json(await getAdminCompanyProfile(db, c.get("actor"), c.req.param("id"))),
    )
    .patch("/admin/companies/:id", async (c) => {
      const body = await readJsonBody(c);
      const id = c.req.param("id");
      const company = await updateAdminCompany(db, c.get("actor"), id, body);
      return c.json({ company });
    })
    .delete("/admin/companies/:id", async (c) => {
      const id = c.req.param("id");
      await deleteAdminCompany(ctx, c.get("actor"), id);
      return c.body(null, 204);
    })

    .get("/admin/students", async (c) => c.json(await findAdminStudents(db, c.get("actor"), c.req.query())))
    .post("/admin/students", async (c) => {
      const body = await readJsonBody(c);
      const student = await createAdminStudent(ctx, c.get("actor"), body);
      return c.json({ student }, 201);
    })
    .get("/admin/students/:id", async (c) =>
      c.json(await getAdminStudent(db, c.get("actor"), c.req.param("id"))),
    )
    .patch("/admin/students/:id", async (c) => {
      const body = await readJsonBody(c);
      const id = c.req.param("id");
      const student = await updateAdminStudent(db, c.get("actor"), id, body);
      return c.json({ student });
    })
    .delete("/admin/students/:id", async (c) => {
      const id = c.req.param("id");
      await deleteAdminStudent(ctx, c.get("actor"), id);
      return c.body(null, 204);
    })

    .get("/admin/admins", async (c) => c.json(await findAdmins(db, c.get("actor"), c.req.query())))
    .post("/admin/admins", async (c) => {
      const body = await readJsonBody(c);
      const admin = await inviteAdmin(ctx, c.get("actor"), body);
      return c.json({ admin }, 201);
    })
    .delete("/admin/admins/:id", async (c) => {
      const id = c.req.param("id");
      await removeAdmin(ctx, c.get("actor"), id);
      return c.body(null, 204);
    })
    .post("/admin/accounts/:id/invitation", async (c) => {
      const id = c.req.param("id");
      await resendInvitation(ctx, c.get("actor"), id);
      return c.body(null, 204);
    })
    .delete("/admin/accounts/:id/sessions", async (c) => {
      const id = c.req.param("id");
      const ended = await endAccountSessions(ctx, c.get("actor"), id);
      return c.json(ended);
    });
}
