import { adminInternshipInputSchema } from "@internpath/shared/admin-internships-schemas";
import type { CompanyInternshipRow, EditableInternship, Page } from "@internpath/shared/api-types";
import {
  companyInternshipListQuerySchema,
  type InternshipValues,
  internshipInputSchema,
  internshipStatusSchema,
  internshipUpdateSchema,
} from "@internpath/shared/internship-schemas";
import { and, eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { ownedBy, requireRole } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { jsonRow, jsonRows } from "../../db/json-rows.ts";
import { profiles } from "../../db/schema/auth.ts";
import { internships } from "../../db/schema/marketplace.ts";
import { AppError, parseOrThrow } from "../../lib/app-error.ts";
import { isUuid, keysetPage, newestFirst } from "../../lib/keyset-pagination.ts";
import { containsIgnoringCase } from "../../lib/like-pattern.ts";
import { requestReviewIfNotLive } from "../admin-trust/approvals.service.ts";
import { adminWrite } from "../admin-trust/audit.ts";
import {
  countInternships,
  INTERNSHIP_NOT_FOUND,
  internshipKeyColumns,
  internshipSortKey,
} from "./internship-cards.ts";
import { internshipSnapshot } from "./internship-snapshot.ts";

/** Managing: a company's own internships (admins any), and the company's lists of them. */

const MANAGERS = ["company", "admin"] as const;

const editableColumns = {
  id: internships.id,
  title: internships.title,
  location: internships.location,
  duration: internships.duration,
  description: internships.description,
  requirements: internships.requirements,
  skills: internships.skills,
  type: internships.type,
  isRemote: internships.isRemote,
  stipend: internships.stipend,
  deadline: internships.deadline,
  status: internships.status,
};

/** One internship the manager may change; another company's reads as missing, exactly like a missing one. */
function managedInternship(manager: Actor, internshipId: string): SQL {
  if (!isUuid(internshipId)) throw AppError.notFound(INTERNSHIP_NOT_FOUND);
  return and(eq(internships.id, internshipId), ownedBy(manager, internships.companyId))!;
}

/** The internship form's fields as columns (the status is handled by each caller). */
function formColumns(values: Omit<InternshipValues, "status">) {
  return {
    title: values.title,
    description: values.description,
    requirements: values.requirements,
    location: values.location,
    isRemote: values.isRemote,
    type: values.type,
    duration: values.duration,
    stipend: values.stipend ?? null,
    deadline: values.deadline ?? null,
    skills: values.skills,
  };
}

export const COMPANY_NOT_FOUND = "Company not found";

/** The `companyId` a request body carries, if any (a company's form sends none). */
function requestedCompanyId(input: unknown): unknown {
  return typeof input === "object" && input !== null && "companyId" in input ? input.companyId : undefined;
}

/**
 * The company an internship is posted for: a company posts as itself (naming another is 403); an
 * admin names a company account in `companyId` (docs/product.md, "Internships").
 */
async function postingCompany(db: Database, poster: Actor & { role: "company" | "admin" }, input: unknown) {
  if (poster.role === "company") {
    const requested = requestedCompanyId(input);
    if (requested !== undefined && requested !== poster.id) {
      throw AppError.forbidden("Companies can only post their own internships");
    }
    return { companyId: poster.id, values: parseOrThrow(internshipInputSchema, input) };
  }
  const { companyId, ...values } = parseOrThrow(adminInternshipInputSchema, input);
  const [company] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, companyId), eq(profiles.role, "company")))
    .limit(1);
  if (!company) throw AppError.notFound(COMPANY_NOT_FOUND);
  return { companyId: company.id, values };
}

/** POST /api/internships: a company's own, or an admin's for the company it names. */
export async function createInternship(
  db: Database,
  actor: Actor | null,
  input: unknown,
): Promise<EditableInternship> {
  const poster = requireRole(actor, MANAGERS, "Only companies can post internships");
  return adminWrite(
    db,
    actor,
    {
      action: "internship.create",
      targetType: "internship",
      targetId: null,
      idOf: (internship) => internship.id,
      snapshot: internshipSnapshot,
    },
    async (tx) => {
      const { companyId, values } = await postingCompany(tx, poster, input);
      const [row] = await tx
        .insert(internships)
        .values({ companyId, ...formColumns(values), status: values.status })
        .returning(editableColumns);
      if (row!.status === "open") await requestReviewIfNotLive(tx, companyId);
      return row!;
    },
  );
}

/** GET /api/internships/:id/edit. */
export async function getEditableInternship(
  db: Database,
  actor: Actor | null,
  internshipId: string,
): Promise<EditableInternship> {
  const manager = requireRole(actor, MANAGERS);
  const [row] = await db
    .select(editableColumns)
    .from(internships)
    .where(managedInternship(manager, internshipId))
    .limit(1);
  if (!row) throw AppError.notFound(INTERNSHIP_NOT_FOUND);
  return row;
}

/** Applies `changes` (read from the validated input) to an internship the actor manages. */
async function updateManagedInternship<T extends z.ZodType>(
  db: Database,
  actor: Actor | null,
  internshipId: string,
  input: { action: string; schema: T; value: unknown },
  changes: (values: z.output<T>) => Partial<typeof internships.$inferInsert>,
): Promise<EditableInternship> {
  const manager = requireRole(actor, MANAGERS);
  const where = managedInternship(manager, internshipId);
  const values = parseOrThrow(input.schema, input.value);
  return adminWrite(db, actor, internshipAudit(input.action, internshipId), async (tx) => {
    const [row] = await tx
      .update(internships)
      .set({ ...changes(values), updatedAt: new Date() })
      .where(where)
      .returning({ ...editableColumns, companyId: internships.companyId });
    if (!row) throw AppError.notFound(INTERNSHIP_NOT_FOUND);
    const { companyId, ...internship } = row;
    // Opening one while the company is not live asks the admins to review it (docs/product.md).
    if (internship.status === "open") await requestReviewIfNotLive(tx, companyId);
    return internship;
  });
}

/** An admin's write to an internship is recorded in the audit log; a company's runs as it is. */
function internshipAudit(action: string, internshipId: string) {
  return { action, targetType: "internship", targetId: internshipId, snapshot: internshipSnapshot } as const;
}

/** PUT /api/internships/:id: the whole form again (a missing status keeps the current one). */
export function updateInternship(db: Database, actor: Actor | null, internshipId: string, input: unknown) {
  return updateManagedInternship(
    db,
    actor,
    internshipId,
    { action: "internship.update", schema: internshipUpdateSchema, value: input },
    (values) => ({ ...formColumns(values), ...(values.status && { status: values.status }) }),
  );
}

/** PATCH /api/internships/:id/status: the company's Open/Close toggle (and an admin's override). */
export function setInternshipStatus(db: Database, actor: Actor | null, internshipId: string, input: unknown) {
  return updateManagedInternship(
    db,
    actor,
    internshipId,
    { action: "internship.status", schema: internshipStatusSchema, value: input },
    ({ status }) => ({ status }),
  );
}

/** DELETE /api/internships/:id: its applications, their history and its bookmarks go with it (FK cascades). */
export async function deleteInternship(db: Database, actor: Actor | null, internshipId: string) {
  const manager = requireRole(actor, MANAGERS);
  const where = managedInternship(manager, internshipId);
  await adminWrite(db, actor, internshipAudit("internship.delete", internshipId), async (tx) => {
    const [row] = await tx.delete(internships).where(where).returning({ id: internships.id });
    if (!row) throw AppError.notFound(INTERNSHIP_NOT_FOUND);
  });
}

// Spelled out: drizzle leaves columns unqualified in a one-table select, and "id" would then mean applications.id.
const applicationCount = sql<number>`(select count(*)::int from applications as counted where counted.internship_id = internships.id)`;

/** What Manage Internships shows of each of the company's internships. */
const companyRowFields = {
  id: internships.id,
  title: internships.title,
  location: internships.location,
  isRemote: internships.isRemote,
  type: internships.type,
  status: internships.status,
  deadline: internships.deadline,
  skills: internships.skills,
  applicationCount,
  createdAt: internships.createdAt,
  updatedAt: internships.updatedAt,
  confirmRequestedAt: internships.confirmRequestedAt,
  cursorKey: internshipSortKey,
};

function selectCompanyRows(db: Database) {
  return db.select(companyRowFields).from(internships).$dynamic();
}

type CompanyRowFields = Awaited<ReturnType<typeof selectCompanyRows>>[number];

function toCompanyRow(row: CompanyRowFields): CompanyInternshipRow {
  return {
    id: row.id,
    title: row.title,
    location: row.location,
    isRemote: row.isRemote,
    type: row.type,
    status: row.status,
    deadline: row.deadline,
    skills: row.skills,
    applicationCount: Number(row.applicationCount),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    confirmRequestedAt: row.status === "open" ? (row.confirmRequestedAt?.toISOString() ?? null) : null,
  };
}

/** GET /api/company/internships: Manage Internships (own only; search by title; status filter). */
export async function findCompanyInternships(
  db: Database,
  actor: Actor | null,
  query: unknown,
): Promise<Page<CompanyInternshipRow>> {
  const company = requireRole(actor, ["company"], "Only companies manage internships here");
  const filters = parseOrThrow(companyInternshipListQuerySchema, query);
  const where = and(
    ownedBy(company, internships.companyId),
    filters.q ? containsIgnoringCase(internships.title, filters.q) : undefined,
    filters.status ? eq(internships.status, filters.status) : undefined,
  );
  const [page, total] = await Promise.all([
    keysetPage(
      internshipKeyColumns,
      filters,
      (keyset) =>
        selectCompanyRows(db)
          .where(and(where, keyset.where))
          .orderBy(...keyset.orderBy)
          .limit(keyset.limit),
      toCompanyRow,
    ),
    countInternships(db, where),
  ]);
  return { ...page, total };
}

/**
 * The company dashboard's Active Internships (its newest open ones, with their application counts) as one
 * JSON value of another statement (db/json-rows.ts), and how to read them.
 */
export function activeCompanyInternshipsJson(db: Database, companyId: Placeholder, limit: Placeholder) {
  const { row, read } = jsonRow<CompanyRowFields>(companyRowFields);
  const active = db
    .select({ row: row.as("row"), createdAt: internships.createdAt, id: internships.id })
    .from(internships)
    .where(and(eq(internships.companyId, companyId), sql`${internships.status} = 'open'`))
    .orderBy(...newestFirst(internshipKeyColumns))
    .limit(limit)
    .as("active");
  return {
    column: jsonRows(sql`${active}`, sql`${active.row}`, sql`${active.createdAt} desc, ${active.id} desc`),
    read: (arrays: unknown[][]) => arrays.map((array) => toCompanyRow(read(array))),
  };
}

/** The company's open and draft internships, from its (company, status) index alone, as `[open, draft]`. */
export function companyInternshipCountsJson(companyId: Placeholder) {
  return sql<
    [number, number] | null
  >`(select json_build_array(count(*) filter (where ${internships.status} = 'open'), count(*) filter (where ${internships.status} = 'draft')) from ${internships} where ${internships.companyId} = ${companyId})`;
}
