import { companyApplicationExportQuerySchema, EXPORT_MESSAGES } from "@internpath/shared/application-schemas";
import { type AnyColumn, and, eq, fillPlaceholders, sql } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import { requireRole } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { copyCsv, postgresPoolOf, spreadsheetSafe } from "../../db/copy-csv.ts";
import { preparedByShape } from "../../db/prepared.ts";
import { prepareWithPlannedRows } from "../../db/row-mapping.ts";
import { profiles } from "../../db/schema/auth.ts";
import { applications, internships } from "../../db/schema/marketplace.ts";
import { AppError, parseOrThrow } from "../../lib/app-error.ts";
import { csvLine, fileTimestamp } from "../../lib/csv.ts";
import { cursorKey, newestFirst, preparedKeyset } from "../../lib/keyset-pagination.ts";
import { applicationKeyColumns } from "./application-queries.ts";
import {
  type CompanyApplicationShape,
  companyApplicationConditions,
  companyApplicationShape,
  companyApplicationValues,
  companyStatementName,
  ONLY_COMPANIES_REVIEW,
  shapeName,
} from "./company-applications.service.ts";
import { settleDueDecisions } from "./settle-decisions.ts";

/** The company's CSV export of its applicants (docs/product.md, "CSV exports"). */

const EXPORT_BATCH_SIZE = 5000;
const EXPORT_COLUMNS = ["Student Name", "Email", "Internship", "Status", "Applied Date", "Updated Date"];

const student = alias(profiles, "student");

/** Dates in the export are UTC calendar dates (YYYY-MM-DD), which every spreadsheet reads. */
const utcDate = (column: AnyColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** The file's columns, in the file's order. */
const exportColumns = {
  fullName: student.fullName,
  email: student.email,
  internshipTitle: internships.title,
  status: applications.status,
  appliedDate: utcDate(applications.createdAt),
  updatedDate: utcDate(applications.updatedAt),
};
/** The same columns as PostgreSQL's COPY writes them: text a spreadsheet would run is neutralised in SQL. */
const copiedColumns = {
  ...exportColumns,
  fullName: spreadsheetSafe(student.fullName),
  email: spreadsheetSafe(student.email),
  internshipTitle: spreadsheetSafe(internships.title),
};

/** The export's joins, shared by the COPY query and the keyset batches. */
function withExportJoins<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(
      internships,
      // Always true (the composite key), and it lets the planner read only the company's internships.
      and(eq(internships.id, applications.internshipId), eq(internships.companyId, applications.companyId)),
    )
    .innerJoin(student, eq(student.id, applications.studentId));
}

/** The whole export as one query, newest first, for PostgreSQL's COPY. */
export function exportQuery(db: Database, shape: CompanyApplicationShape) {
  return withExportJoins(db.select(copiedColumns).from(applications).$dynamic())
    .where(companyApplicationConditions(shape))
    .orderBy(...newestFirst(applicationKeyColumns));
}

/** One batch of the export by keyset, newest first, after the last row sent (the embedded database). */
export function exportBatchQuery(db: Database, shape: CompanyApplicationShape, isFirst: boolean) {
  const keyset = preparedKeyset(applicationKeyColumns, isFirst ? "first" : "after");
  return withExportJoins(
    db
      .select({ ...exportColumns, cursorKey: cursorKey(applications.createdAt, applications.id) })
      .from(applications)
      .$dynamic(),
  )
    .where(and(companyApplicationConditions(shape), keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit);
}

type BatchRow = Awaited<ReturnType<ReturnType<typeof exportBatchQuery>["execute"]>>[number];
const exportBatches = preparedByShape<ReturnType<ReturnType<typeof exportBatchQuery>["prepare"]>>();

const encoder = new TextEncoder();

function toLines(rows: BatchRow[]): Uint8Array {
  let lines = "";
  for (const row of rows) {
    lines += csvLine([
      row.fullName,
      row.email,
      row.internshipTitle,
      row.status,
      row.appliedDate,
      row.updatedDate,
    ]);
  }
  return encoder.encode(lines);
}

/**
 * The embedded database's way: batches by keyset along the company's index, each its own short
 * query, so other requests run between them; the next batch is asked for as soon as one is handed over.
 */
async function* keysetBatches(
  db: Database,
  shape: CompanyApplicationShape,
  values: ReturnType<typeof companyApplicationValues>,
  batchSize: number,
): AsyncGenerator<Uint8Array> {
  const batch = (isFirst: boolean) => {
    const name = shapeName(`company_application_export_${isFirst ? "first" : "next"}`, shape);
    return exportBatches(db, name, () =>
      prepareWithPlannedRows(db, companyStatementName(shape, name), exportBatchQuery(db, shape, isFirst)),
    );
  };
  let rows = await batch(true).execute({ ...values, limit: batchSize });
  while (rows.length > 0) {
    let following: Promise<BatchRow[]> | undefined;
    if (rows.length === batchSize) {
      const [createdAt = "", id = ""] = rows.at(-1)!.cursorKey.split("|");
      following = batch(false).execute({
        ...values,
        cursorCreatedAt: createdAt,
        cursorId: id,
        limit: batchSize,
      });
      // A consumer that stops early leaves the read running: it must not become an unhandled rejection.
      following.catch(() => {});
    }
    yield toLines(rows);
    if (following === undefined) return;
    rows = await following;
  }
}

/**
 * The applications matching the filters, newest first, as CSV records in chunks: PostgreSQL writes
 * them itself (one COPY), PGlite's keyset batches are written here.
 */
function exportRecords(
  db: Database,
  shape: CompanyApplicationShape,
  values: ReturnType<typeof companyApplicationValues>,
  batchSize: number,
): AsyncGenerator<Uint8Array> {
  const pool = postgresPoolOf(db);
  if (!pool) return keysetBatches(db, shape, values, batchSize);
  const { sql: text, params } = exportQuery(db, shape).toSQL();
  return copyCsv(pool, { sql: text, params: fillPlaceholders(params, values) });
}

/**
 * GET /api/company/applications/export: the list's filters, every matching
 * row, as a CSV stream (company_applications_{timestamp}.csv). The first chunk
 * is read before answering, so an empty export is a 404 and not an empty file.
 * `batchSize` is the size of the embedded database's keyset batches.
 */
export async function exportCompanyApplications(
  db: Database,
  actor: Actor | null,
  query: unknown,
  batchSize = EXPORT_BATCH_SIZE,
): Promise<{ fileName: string; body: ReadableStream<Uint8Array> }> {
  const company = requireRole(actor, ["company"], ONLY_COMPANIES_REVIEW);
  const filters = parseOrThrow(companyApplicationExportQuerySchema, query);
  await settleDueDecisions(db, { companyId: company.id });
  const shape = companyApplicationShape(filters);
  const values = companyApplicationValues(company.id, filters);
  const records = exportRecords(db, shape, values, batchSize);
  const first = await records.next();
  if (first.done) throw AppError.notFound(EXPORT_MESSAGES.empty);

  let pending: Uint8Array | undefined = first.value;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvLine(EXPORT_COLUMNS)));
    },
    async pull(controller) {
      if (pending) {
        controller.enqueue(pending);
        pending = undefined;
        return;
      }
      const next = await records.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await records.return(undefined);
    },
  });
  return { fileName: `company_applications_${fileTimestamp()}.csv`, body };
}
