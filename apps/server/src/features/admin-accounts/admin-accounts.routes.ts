import { adminAccountContracts } from "@internpath/shared/contracts/admin-accounts";
import type { AppEnv } from "../../auth/session.ts";
import { declareRoutes } from "../../lib/declared-routes.ts";
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
  return declareRoutes<AppEnv, typeof adminAccountContracts>(adminAccountContracts)
    .handle("GET /api/admin/stats", async (c) => c.json(await getAdminStats(db, c.get("actor"))))

    .handle("GET /api/admin/companies", async (c) =>
      c.json(await findAdminCompanies(db, c.get("actor"), c.req.query())),
    )
    .handle("POST /api/admin/companies", async (c) => {
      const body = await readJsonBody(c);
      const company = await createAdminCompany(ctx, c.get("actor"), body);
      return c.json({ company }, 201);
    })
    .handle("GET /api/admin/companies/:id", async (c) =>
      c.json(await getAdminCompanyProfile(db, c.get("actor"), c.req.param("id"))),
    )
    .handle("PATCH /api/admin/companies/:id", async (c) => {
      const body = await readJsonBody(c);
      const id = c.req.param("id");
      const company = await updateAdminCompany(db, c.get("actor"), id, body);
      return c.json({ company });
    })
    .handle("DELETE /api/admin/companies/:id", async (c) => {
      await deleteAdminCompany(ctx, c.get("actor"), c.req.param("id"));
      return c.body(null, 204);
    })

    .handle("GET /api/admin/students", async (c) =>
      c.json(await findAdminStudents(db, c.get("actor"), c.req.query())),
    )
    .handle("POST /api/admin/students", async (c) => {
      const body = await readJsonBody(c);
      const student = await createAdminStudent(ctx, c.get("actor"), body);
      return c.json({ student }, 201);
    })
    .handle("GET /api/admin/students/:id", async (c) =>
      c.json(await getAdminStudent(db, c.get("actor"), c.req.param("id"))),
    )
    .handle("PATCH /api/admin/students/:id", async (c) => {
      const body = await readJsonBody(c);
      const id = c.req.param("id");
      const student = await updateAdminStudent(db, c.get("actor"), id, body);
      return c.json({ student });
    })
    .handle("DELETE /api/admin/students/:id", async (c) => {
      await deleteAdminStudent(ctx, c.get("actor"), c.req.param("id"));
      return c.body(null, 204);
    })

    .handle("GET /api/admin/admins", async (c) => c.json(await findAdmins(db, c.get("actor"), c.req.query())))
    .handle("POST /api/admin/admins", async (c) => {
      const body = await readJsonBody(c);
      const admin = await inviteAdmin(ctx, c.get("actor"), body);
      return c.json({ admin }, 201);
    })
    .handle("DELETE /api/admin/admins/:id", async (c) => {
      await removeAdmin(ctx, c.get("actor"), c.req.param("id"));
      return c.body(null, 204);
    })
    .handle("POST /api/admin/accounts/:id/invitation", async (c) => {
      await resendInvitation(ctx, c.get("actor"), c.req.param("id"));
      return c.body(null, 204);
    })
    .handle("DELETE /api/admin/accounts/:id/sessions", async (c) =>
      c.json(await endAccountSessions(ctx, c.get("actor"), c.req.param("id"))),
    ).app;
}
