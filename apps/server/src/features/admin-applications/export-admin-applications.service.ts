import {
  ADMIN_APPLICATION_TEXTS,
  adminApplicationExportQuerySchema,
} from "@internpath/shared/admin-applications-schemas";
import { requireRole } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { AppError, parseOrThrow } from "../../lib/app-error.ts";
import { csvLine, fileTimestamp } from "../../lib/csv.ts";
import {
  type AdminApplicationFilters,
  cursorAt,
  type ReadPlan,
  type ReadRow,
  readOrder,
  readRows,
} from "./admin-application-queries.ts";
import { countMatches, type ReadOptions, strategyFor } from "./admin-application-reads.ts";

/** The admin's CSV export of Manage Applications (docs/product.md, "CSV exports"). */

const EXPORT_BATCH_SIZE = 5000;
export const ADMIN_EXPORT_COLUMNS = [
  "Student Name",
  "Email",
  "Internship",
  "Company",
  "Status",
  "Applied Date",
  "Updated Date",
];

/**
 * The matching rows in the list's order, read as the list reads its pages (keyset, from the last row
 * sent), one batch at a time: the export never holds more than two batches, and each batch is a short
 * query, so other requests (on PGlite, which has one connection) go on between them. The next batch is
 * asked for as soon as one is handed over, so the database reads it while this one is written out.
 */
async function* batches(db: Database, plan: ReadPlan, first: ReadRow[]): AsyncGenerator<ReadRow[]> {
  const following = (rows: ReadRow[]) => readRows(db, { ...plan, cursor: cursorAt(rows.at(-1)!) });
  let rows = first;
  while (rows.length > 0) {
    const next = rows.length < plan.limit ? undefined : following(rows);
    // A consumer that stops early leaves the read running: it must not become an unhandled rejection.
    next?.catch(() => {});
    yield rows;
    if (!next) return;
    rows = await next;
  }
}

/** Spreadsheet-friendly status: "Pending". */
function capitalised(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/**
 * GET /api/admin/applications/export: every application the list's search and filters match, in its
 * order, as a CSV stream (applications_export_{timestamp}.csv). The first batch is read before
 * answering, so an empty export is a 404 and not an empty file.
 */
export async function exportAdminApplications(
  db: Database,
  actor: Actor | null,
  query: unknown,
  { batchSize = EXPORT_BATCH_SIZE, ...options }: ReadOptions & { batchSize?: number } = {},
): Promise<{ fileName: string; body: ReadableStream<Uint8Array> }> {
  requireRole(actor, ["admin"], ADMIN_APPLICATION_TEXTS.onlyAdmins);
  const params = parseOrThrow(adminApplicationExportQuerySchema, query);
  const filters: AdminApplicationFilters = {
    q: params.q,
    status: params.status,
    companyId: params.companyId,
    internshipId: params.internshipId,
  };
  const count = await countMatches(db, filters, options);
  const plan: ReadPlan = {
    order: readOrder(params.sort, params.dir, false),
    filters,
    cursor: null,
    limit: batchSize,
    strategy: strategyFor(count, filters, params.sort, options),
  };
  const first = count.total === 0 ? [] : await readRows(db, plan);
  if (first.length === 0) throw AppError.notFound(ADMIN_APPLICATION_TEXTS.exportEmpty);

  const encoder = new TextEncoder();
  const rows = batches(db, plan, first);
  let headerSent = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvLine(ADMIN_EXPORT_COLUMNS)));
        return;
      }
      const next = await rows.next();
      if (next.done) {
        controller.close();
        return;
      }
      let lines = "";
      for (const row of next.value) {
        lines += csvLine([
          row.student_name,
          row.student_email,
          row.internship_title,
          row.company_name,
          capitalised(row.status),
          row.created_key.slice(0, 10),
          row.updated_key.slice(0, 10),
        ]);
      }
      controller.enqueue(encoder.encode(lines));
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
  return { fileName: `applications_export_${fileTimestamp()}.csv`, body };
}
