import { sql } from "drizzle-orm";
import type { Transaction } from "../db/client.ts";
import { applyStatusMoves } from "../features/applications/status-moves.ts";
import { createNotifications } from "../features/notifications/notifications.service.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { hourSlot, type Job, weekSlot } from "./runner.ts";

/** docs/product.md, "Stale postings" and "No ghosting": the numbers of days the rules use. */
export const FOLLOW_THROUGH_DAYS = {
  /** An open posting without a deadline is asked to confirm after this many days. */
  confirmAfter: 60,
  /** ...and closes this many days after it was asked, without an answer. */
  closeAfterAsking: 14,
  /** Applications still waiting this long after their posting closed are closed as not selected. */
  notSelectedAfterClosing: 30,
  /** The weekly digest lists applications pending longer than this. */
  digestPendingFor: 7,
  /** Responsiveness looks at the applications of this many days. */
  responsivenessWindow: 180,
} as const;

/** The outbox kind mail/notification-mail.ts renders as the digest. */
export const PENDING_DIGEST_KIND = "pending_digest";

export const NOT_SELECTED_MESSAGE =
  "has closed and your application was not selected this time. Thank you for your interest, and good luck with your search.";

const DAY_MS = 86_400_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
const manageLink = { path: "/manage-internships", label: "Manage internships" };

type PostingRow = { id: string; company_id: string; title: string };

async function rows<T>(tx: Transaction, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Open postings whose deadline has passed (the deadline day itself still takes applications). */
async function closePastDeadline(tx: Transaction, now: Date): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const closed = await rows<PostingRow>(
    tx,
    sql`update internships set status = 'closed', closed_at = ${now.toISOString()}::timestamptz,
          updated_at = ${now.toISOString()}::timestamptz
        where status = 'open' and deadline is not null and deadline < ${today}::date
        returning id, company_id, title`,
  );
  await createNotifications(
    tx,
    closed.map((row) => ({
      userId: row.company_id,
      title: "Internship closed",
      content: `"${row.title}" closed because its application deadline passed.`,
      type: "other" as const,
      relatedId: row.id,
      link: manageLink,
    })),
  );
  return closed.length;
}

/** Undated postings open 60 days are asked once; 14 days after asking, unanswered, they close. */
async function askOrCloseStale(tx: Transaction, now: Date): Promise<number> {
  const at = now.toISOString();
  const closeBy = new Date(now.getTime() + FOLLOW_THROUGH_DAYS.closeAfterAsking * DAY_MS);
  const closed = await rows<PostingRow>(
    tx,
    sql`update internships set status = 'closed', closed_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
        where status = 'open' and deadline is null and confirm_requested_at is not null
          and confirm_requested_at <= ${daysBefore(now, FOLLOW_THROUGH_DAYS.closeAfterAsking)}::timestamptz
        returning id, company_id, title`,
  );
  const asked = await rows<PostingRow>(
    tx,
    sql`update internships set confirm_requested_at = ${at}::timestamptz
        where status = 'open' and deadline is null and confirm_requested_at is null
          and coalesce(confirmed_open_at, created_at) <= ${daysBefore(now, FOLLOW_THROUGH_DAYS.confirmAfter)}::timestamptz
        returning id, company_id, title`,
  );
  const day = closeBy.toISOString().slice(0, 10);
  await createNotifications(tx, [
    ...closed.map((row) => ({
      userId: row.company_id,
      title: "Internship closed",
      content: `"${row.title}" closed because nobody confirmed it was still open.`,
      type: "other" as const,
      relatedId: row.id,
      link: manageLink,
    })),
    ...asked.map((row) => ({
      userId: row.company_id,
      title: "Is your internship still open?",
      content: `"${row.title}" has been open for ${FOLLOW_THROUGH_DAYS.confirmAfter} days. Press "Still open" on Manage Internships to keep it listed; otherwise it closes on ${day}.`,
      type: "other" as const,
      relatedId: row.id,
      link: { path: "/manage-internships", label: "Still open? Confirm" },
    })),
  ]);
  return closed.length + asked.length;
}

/**
 * Applications still pending or reviewing 30 days after their posting closed are rejected, by nobody
 * (the history records no person), and the student is told they were not selected. One waiting a
 * company's decision inside its undo window is left to that decision.
 */
async function closeLeftApplications(tx: Transaction, now: Date): Promise<number> {
  const left = await rows<{ id: string; status: "pending" | "reviewing" }>(
    tx,
    sql`select a.id, a.status from internships i
        join applications a on a.internship_id = i.id and a.status in ('pending', 'reviewing')
        where i.status = 'closed'
          and i.closed_at <= ${daysBefore(now, FOLLOW_THROUGH_DAYS.notSelectedAfterClosing)}::timestamptz
          and not exists (select 1 from application_decisions d where d.application_id = a.id
            and d.settled_at is null and d.cancelled_at is null)
        order by a.id
        for update of a`,
  );
  const moved = await applyStatusMoves(
    tx,
    left.map((row) => ({
      applicationId: row.id,
      from: row.status,
      to: "rejected" as const,
      changedBy: null,
    })),
    {
      notification: (row) => ({
        userId: row.studentId,
        title: "Application not selected",
        content: `${row.title} ${NOT_SELECTED_MESSAGE}`,
        type: "status_change",
        relatedId: row.id,
      }),
    },
  );
  return moved.length;
}

export type PendingDigestData = {
  name: string;
  companyName: string;
  pending: number;
  oldestAppliedAt: string;
  days: number;
};

/** One mail per company with applications pending longer than 7 days (email notifications on). */
async function queuePendingDigests(tx: Transaction, now: Date): Promise<number> {
  const companies = await rows<{
    email: string;
    name: string;
    company_name: string | null;
    pending: number;
    oldest: string;
  }>(
    tx,
    sql`select p.email, p.full_name as name, p.company_name, w.pending, w.oldest from (
          select company_id, count(*)::int as pending, min(created_at) as oldest from applications
          where status = 'pending'
            and created_at <= ${daysBefore(now, FOLLOW_THROUGH_DAYS.digestPendingFor)}::timestamptz
          group by company_id) w
        join profiles p on p.id = w.company_id
        where p.email_notifications
        order by p.email`,
  );
  for (const company of companies) {
    const data: PendingDigestData = {
      name: company.name,
      companyName: company.company_name ?? "",
      pending: Number(company.pending),
      oldestAppliedAt: new Date(company.oldest).toISOString(),
      days: FOLLOW_THROUGH_DAYS.digestPendingFor,
    };
    await enqueueMail(tx, { toAddress: company.email, kind: PENDING_DIGEST_KIND, data });
  }
  return companies.length;
}

/**
 * Every company's responsiveness over the window, recomputed from the status history in one
 * statement: an application counts unless it was withdrawn before the company answered; its first
 * answer is the company's first move of it (to reviewing, accepted or rejected). Automatic closings
 * (no person) and admin corrections are not answers.
 */
export async function refreshResponsiveness(tx: Transaction, now: Date): Promise<number> {
  const at = now.toISOString();
  await tx.execute(sql`delete from company_responsiveness`);
  const inserted = await rows<{ company_id: string }>(
    tx,
    sql`insert into company_responsiveness (company_id, applications, responded, median_response_days, computed_at)
        select company_id,
          count(*)::int,
          count(first_answer)::int,
          percentile_cont(0.5) within group (order by extract(epoch from first_answer - created_at) / 86400.0),
          ${at}::timestamptz
        from (
          select a.company_id, a.created_at, a.status,
            (select min(c.created_at) from application_status_changes c
              where c.application_id = a.id and c.changed_by = a.company_id
                and c.to_status in ('reviewing', 'accepted', 'rejected')
                and c.created_at <= ${at}::timestamptz) as first_answer
          from applications a
          where a.created_at > ${daysBefore(now, FOLLOW_THROUGH_DAYS.responsivenessWindow)}::timestamptz
            and a.created_at <= ${at}::timestamptz
        ) recent
        where first_answer is not null or status <> 'withdrawn'
        group by company_id
        returning company_id`,
  );
  return inserted.length;
}

/** The server's scheduled jobs (docs/decisions/017), in the order a round runs them. */
export const FOLLOW_THROUGH_JOBS: readonly Job[] = [
  { name: "close-past-deadline", slotOf: hourSlot, run: closePastDeadline },
  { name: "stale-postings", slotOf: hourSlot, run: askOrCloseStale },
  { name: "close-left-applications", slotOf: hourSlot, run: closeLeftApplications },
  { name: "responsiveness", slotOf: hourSlot, run: refreshResponsiveness },
  { name: "pending-digest", slotOf: weekSlot, run: queuePendingDigests },
];
