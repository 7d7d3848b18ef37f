import { companyApplicationExportQuerySchema, EXPORT_MESSAGES } from "@internpath/shared/application-schemas";
import { and, eq, type SQL } from "drizzle-orm";
import { requireRole } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { applications } from "../../db/schema/marketplace.ts";
import { AppError, parseOrThrow } from "../../lib/app-error.ts";
import { csvLine, fileTimestamp } from "../../lib/csv.ts";
import { newestFirst, olderThan } from "../../lib/keyset-pagination.ts";
import { applicationKeyColumns } from "./application-queries.ts";
import {
  type CompanyApplicationRow,
  companyApplicationConditions,
  ONLY_COMPANIES_REVIEW,
  selectCompanyApplications,
} from "./company-applications.service.ts";

/** The company's CSV export of its applicants (docs/product.md, "CSV exports"). */

const EXPORT_BATCH_SIZE = 500;
const EXPORT_COLUMNS = ["Student Name", "Email", "Internship", "Status", "Applied Date", "Updated Date"];

/**
 * The applications matching the filters, newest first, read by keyset in
 * batches, so the export never holds them all.
 */
async function* companyApplicationBatches(
  db: Database,
  where: SQL,
  first: CompanyApplicationRow[],
): AsyncGenerator<CompanyApplicationRow[]> {
  let rows = first;
  while (rows.length > 0) {
    yield rows;
    if (rows.length < EXPORT_BATCH_SIZE) return;
    const last = rows.at(-1)!;
    rows = await selectCompanyApplications(db)
      .where(and(where, olderThan(applicationKeyColumns, last.cursorKey)))
      .orderBy(...newestFirst(applicationKeyColumns))
      .limit(EXPORT_BATCH_SIZE);
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
): Promise<{ fileName: string; body: ReadableStream<Uint8Array> }> {
  const company = requireRole(actor, ["company"], ONLY_COMPANIES_REVIEW);
  const filters = parseOrThrow(companyApplicationExportQuerySchema, query);
  const where = and(
    companyApplicationConditions(company.id, filters),
    filters.status ? eq(applications.status, filters.status) : undefined,
  )!;
  const first = await selectCompanyApplications(db)
    .where(where)
    .orderBy(...newestFirst(applicationKeyColumns))
    .limit(EXPORT_BATCH_SIZE);
  if (first.length === 0) throw AppError.notFound(EXPORT_MESSAGES.empty);

  const encoder = new TextEncoder();
  const batches = companyApplicationBatches(db, where, first);
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
      const lines = next.value.map((row) =>
        csvLine([
          row.fullName,
          row.email,
          row.internshipTitle,
          row.status,
          csvDate(row.createdAt),
          csvDate(row.updatedAt),
        ]),
      );
      controller.enqueue(encoder.encode(lines.join("")));
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
