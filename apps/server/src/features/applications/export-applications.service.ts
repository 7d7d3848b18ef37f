import { companyApplicationExportQuerySchema, EXPORT_MESSAGES } from "@internpath/shared/application-schemas";
import { and, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { requireRole } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { profiles } from "../../db/schema/auth.ts";
import { applications, internships } from "../../db/schema/marketplace.ts";
import { AppError, parseOrThrow } from "../../lib/app-error.ts";
import { csvLine, fileTimestamp } from "../../lib/csv.ts";
import { cursorKey, preparedKeyset } from "../../lib/keyset-pagination.ts";
import { preparedByShape } from "../../lib/prepared.ts";
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

/** The company's CSV export of its applicants (docs/product.md, "CSV exports"). */

const EXPORT_BATCH_SIZE = 5000;
const EXPORT_COLUMNS = ["Student Name", "Email", "Internship", "Status", "Applied Date", "Updated Date"];

const student = alias(profiles, "student");

/** One batch of the export: only the columns the file has, newest first, after the last row sent. */
export function exportBatchQuery(db: Database, shape: CompanyApplicationShape, isFirst: boolean) {
  const keyset = preparedKeyset(applicationKeyColumns, isFirst ? "first" : "after");
  return db
    .select({
      fullName: student.fullName,
      email: student.email,
      internshipTitle: internships.title,
      status: applications.status,
      createdAt: applications.createdAt,
      updatedAt: applications.updatedAt,
      cursorKey: cursorKey(applications.createdAt, applications.id),
    })
    .from(applications)
    .innerJoin(internships, eq(internships.id, applications.internshipId))
    .innerJoin(student, eq(student.id, applications.studentId))
    .where(and(companyApplicationConditions(shape), keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit);
}

type ExportRow = Awaited<ReturnType<ReturnType<typeof exportBatchQuery>["execute"]>>[number];
const exportBatches = preparedByShape<ReturnType<ReturnType<typeof exportBatchQuery>["prepare"]>>();

/**
 * The applications matching the filters, newest first, read by keyset in batches along the
 * company's index, so the export never holds more than two batches and never reads a row twice.
 * The next batch is asked for as soon as one is handed over, so the database reads it while this
 * one is written out.
 */
async function* companyApplicationBatches(
  db: Database,
  shape: CompanyApplicationShape,
  values: ReturnType<typeof companyApplicationValues>,
  first: ExportRow[],
  batchSize: number,
): AsyncGenerator<ExportRow[]> {
  const name = shapeName("company_application_export_next", shape);
  const next = exportBatches(db, name, () =>
    exportBatchQuery(db, shape, false).prepare(companyStatementName(shape, name)),
  );
  const after = (rows: ExportRow[]) => {
    const [createdAt = "", id = ""] = rows.at(-1)!.cursorKey.split("|");
    return next.execute({ ...values, cursorCreatedAt: createdAt, cursorId: id, limit: batchSize });
  };
  let rows = first;
  while (rows.length > 0) {
    const following = rows.length < batchSize ? undefined : after(rows);
    // A consumer that stops early leaves the read running: it must not become an unhandled rejection.
    following?.catch(() => {});
    yield rows;
    if (!following) return;
    rows = await following;
  }
}

/**
 * GET /api/company/applications/export: the list's filters, every matching
 * row, as a CSV stream (company_applications_{timestamp}.csv). The first batch
 * is read before answering, so an empty export is a 404 and not an empty file.
 */
export async function exportCompanyApplications(
  db: Database,
  actor: Actor | null,
  query: unknown,
  batchSize = EXPORT_BATCH_SIZE,
): Promise<{ fileName: string; body: ReadableStream<Uint8Array> }> {
  const company = requireRole(actor, ["company"], ONLY_COMPANIES_REVIEW);
  const filters = parseOrThrow(companyApplicationExportQuerySchema, query);
  const shape = companyApplicationShape(filters);
  const values = companyApplicationValues(company.id, filters);
  const name = shapeName("company_application_export_first", shape);
  const firstBatch = exportBatches(db, name, () =>
    exportBatchQuery(db, shape, true).prepare(companyStatementName(shape, name)),
  );
  const first = await firstBatch.execute({ ...values, limit: batchSize });
  if (first.length === 0) throw AppError.notFound(EXPORT_MESSAGES.empty);

  const encoder = new TextEncoder();
  const batches = companyApplicationBatches(db, shape, values, first, batchSize);
  let headerSent = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvLine(EXPORT_COLUMNS)));
        return;
      }
      const next = await batches.next();
      if (next.done) {
        controller.close();
        return;
      }
      let lines = "";
      for (const row of next.value) {
        lines += csvLine([
          row.fullName,
          row.email,
          row.internshipTitle,
          row.status,
          csvDate(row.createdAt),
          csvDate(row.updatedAt),
        ]);
      }
      controller.enqueue(encoder.encode(lines));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return { fileName: `company_applications_${fileTimestamp()}.csv`, body };
}

/** Dates in the export are UTC calendar dates (YYYY-MM-DD), which every spreadsheet reads. */
function csvDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
