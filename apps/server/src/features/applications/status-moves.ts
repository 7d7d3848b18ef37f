import type { ApplicationStatus } from "@internpath/shared/enums";
import { sql } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import { applicationStatusChanges } from "../../db/schema/marketplace.ts";
import { createNotifications, type NewNotification } from "../notifications/notifications.service.ts";

/** One application to move from `from` to `to`, by `changedBy` (null: nobody, e.g. a deleted account). */
export type StatusMove = {
  applicationId: string;
  from: ApplicationStatus;
  to: ApplicationStatus;
  changedBy: string | null;
};

export type MovedApplication = {
  id: string;
  status: ApplicationStatus;
  updatedAt: Date;
  studentId: string;
  companyId: string;
  title: string;
};

type MovedRow = Omit<MovedApplication, "updatedAt"> & { updatedAtMs: number; fromStatus: ApplicationStatus };

type MovedFacts = {
  id: string;
  status: ApplicationStatus;
  studentId: string;
  companyId: string;
  title: string;
};

export type StatusMoveOptions = {
  /** Whom to tell and how; the student, "now <status>", unless the caller says otherwise. */
  notification?: (row: MovedFacts) => NewNotification;
};

const studentNotification = (row: MovedFacts): NewNotification => ({
  userId: row.studentId,
  title: "Application status updated",
  content: `Your application for ${row.title} is now ${row.status}`,
  type: "status_change",
  relatedId: row.id,
});

/**
 * docs/product.md, "Application statuses": moves each application that is still in its `from` status
 * (one whose status changed meanwhile is left alone and not returned), records each move in the
 * history and notifies each student, in the caller's transaction. The same number of statements for
 * one application or a hundred.
 */
export async function applyStatusMoves(
  tx: Transaction,
  moves: readonly StatusMove[],
  options: StatusMoveOptions = {},
): Promise<MovedApplication[]> {
  if (moves.length === 0) return [];
  const wanted = JSON.stringify(
    moves.map((move) => ({
      application_id: move.applicationId,
      from_status: move.from,
      to_status: move.to,
      changed_by: move.changedBy,
    })),
  );
  const result = (await tx.execute(sql`
    update applications a set status = m.to_status, updated_at = now()
    from jsonb_to_recordset(${wanted}::jsonb) as m(application_id uuid, from_status text, to_status text, changed_by text),
      internships i
    where a.id = m.application_id and a.status = m.from_status and i.id = a.internship_id
    returning a.id, a.status, a.student_id as "studentId", a.company_id as "companyId", i.title,
      m.from_status as "fromStatus", (extract(epoch from a.updated_at) * 1000)::float8 as "updatedAtMs"`)) as unknown as {
    rows: MovedRow[];
  };
  const moved = result.rows;
  if (moved.length === 0) return [];

  const changedBy = new Map(moves.map((move) => [move.applicationId, move.changedBy]));
  await tx.insert(applicationStatusChanges).values(
    moved.map((row) => ({
      applicationId: row.id,
      changedBy: changedBy.get(row.id) ?? null,
      fromStatus: row.fromStatus,
      toStatus: row.status,
    })),
  );
  const tell = options.notification ?? studentNotification;
  await createNotifications(
    tx,
    moved.map((row) => tell(row)),
  );
  return moved.map(({ updatedAtMs, fromStatus: _from, ...row }) => ({
    ...row,
    updatedAt: new Date(Number(updatedAtMs)),
  }));
}
