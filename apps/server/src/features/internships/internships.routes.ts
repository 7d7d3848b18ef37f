import { internshipContracts } from "@internpath/shared/contracts/internships";
import type { AppEnv } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { declareRoutes } from "../../lib/declared-routes.ts";
import { readJsonBody } from "../../lib/json-body.ts";
import { sendJsonText } from "../../lib/json-text.ts";
import { findSimilarInternships, getInternshipDetail } from "./browse-internships.service.ts";
import {
  closeInternship,
  confirmInternshipOpen,
  countWaitingApplications,
} from "./close-internship.service.ts";
import { findOpenInternships } from "./find-open-internships.service.ts";
import { findLocationSuggestions } from "./location-suggestions.service.ts";
import {
  createInternship,
  deleteInternship,
  findCompanyInternships,
  getEditableInternship,
  setInternshipStatus,
  updateInternship,
} from "./manage-internships.service.ts";

export function internshipRoutes(db: Database) {
  return (
    declareRoutes<AppEnv, typeof internshipContracts>(internshipContracts)
      .handle("GET /api/internships", async (c) =>
        sendJsonText(c, await findOpenInternships(db, c.get("actor"), c.req.query())),
      )
      // Before /api/internships/:id, which would take "locations" for an id.
      .handle("GET /api/internships/locations", async (c) =>
        c.json(await findLocationSuggestions(db, c.req.query())),
      )
      .handle("POST /api/internships", async (c) => {
        const body = await readJsonBody(c);
        const internship = await createInternship(db, c.get("actor"), body);
        return c.json({ internship }, 201);
      })
      .handle("GET /api/internships/:id", async (c) =>
        c.json({ internship: await getInternshipDetail(db, c.get("actor"), c.req.param("id")) }),
      )
      .handle("GET /api/internships/:id/similar", async (c) =>
        c.json({ items: await findSimilarInternships(db, c.get("actor"), c.req.param("id")) }),
      )
      .handle("GET /api/internships/:id/edit", async (c) =>
        c.json({ internship: await getEditableInternship(db, c.get("actor"), c.req.param("id")) }),
      )
      .handle("PUT /api/internships/:id", async (c) => {
        const body = await readJsonBody(c);
        const id = c.req.param("id");
        const internship = await updateInternship(db, c.get("actor"), id, body);
        return c.json({ internship });
      })
      .handle("PATCH /api/internships/:id/status", async (c) => {
        const body = await readJsonBody(c);
        const id = c.req.param("id");
        const internship = await setInternshipStatus(db, c.get("actor"), id, body);
        return c.json({ internship });
      })
      .handle("GET /api/internships/:id/waiting", async (c) =>
        c.json(await countWaitingApplications(db, c.get("actor"), c.req.param("id"))),
      )
      .handle("POST /api/internships/:id/close", async (c) => {
        const body = await readJsonBody(c);
        return c.json(await closeInternship(db, c.get("actor"), c.req.param("id"), body));
      })
      .handle("POST /api/internships/:id/confirm-open", async (c) =>
        c.json(await confirmInternshipOpen(db, c.get("actor"), c.req.param("id"))),
      )
      .handle("DELETE /api/internships/:id", async (c) => {
        const id = c.req.param("id");
        await deleteInternship(db, c.get("actor"), id);
        return c.body(null, 204);
      })
      .handle("GET /api/company/internships", async (c) =>
        c.json(await findCompanyInternships(db, c.get("actor"), c.req.query())),
      ).app
  );
}
