import { NOT_IN_APP_PATH } from "@internpath/shared/app-path";
import {
  APPLICATION_STATUSES,
  INTERNSHIP_STATUSES,
  INTERNSHIP_TYPES,
  NOTIFICATION_TYPES,
  REPORT_OUTCOMES,
  REPORT_REASONS,
} from "@internpath/shared/enums";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { profiles } from "./auth.ts";
import { createdAt, sqlList, timestampTz, updatedAt, uuidId } from "./columns.ts";

/** A profile the row belongs to: deleting the profile deletes the row. */
const profileOf = (name: string) =>
  text(name)
    .notNull()
    .references(() => profiles.id, { onDelete: "cascade" });
/** A profile the row names, if any: deleting the profile leaves the row, naming no one. */
const profileOrNull = (name: string) => text(name).references(() => profiles.id, { onDelete: "set null" });
/** The internship the row belongs to: deleting the internship deletes the row. */
const internshipOf = () =>
  uuid("internship_id")
    .notNull()
    .references(() => internships.id, { onDelete: "cascade" });
/** The application the row belongs to: deleting the application deletes the row. */
const applicationOf = () =>
  uuid("application_id")
    .notNull()
    .references(() => applications.id, { onDelete: "cascade" });

export const internships = pgTable(
  "internships",
  {
    id: uuidId(),
    companyId: profileOf("company_id"),
    title: text("title").notNull(),
    description: text("description").notNull(),
    requirements: text("requirements").notNull(),
    location: text("location").notNull(),
    isRemote: boolean("is_remote").notNull().default(false),
    type: text("type", { enum: INTERNSHIP_TYPES }).notNull(),
    duration: text("duration").notNull(),
    stipend: text("stipend"),
    deadline: date("deadline", { mode: "string" }),
    skills: text("skills").array().notNull().default(sql`'{}'::text[]`),
    /** The skills in lower case, for matching them to a student's without calling a function per row. */
    skillsLower: text("skills_lower")
      .array()
      .notNull()
      .generatedAlwaysAs(sql`internpath_lower_skills(skills)`),
    status: text("status", { enum: INTERNSHIP_STATUSES }).notNull().default("draft"),
    /**
     * Which of browse's duration ranges (DURATION_RANGES, numbered from 1) the duration's text names
     * (migration 0012); null when it names no length.
     */
    durationRange: smallint("duration_range").generatedAlwaysAs(sql`internpath_duration_range(duration)`),
    /**
     * Lower-cased title, description and skills, one per line, so the browse
     * search ("title, description or skills contain q") is one trigram index scan.
     */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`lower(title || E'\n' || description || E'\n' || internpath_join_skills(skills))`,
      ),
    /**
     * Whether its company is live (unreviewed or verified): copied from the company by triggers
     * (migration 0017), so what students see is a condition on this row alone.
     */
    companyLive: boolean("company_live").notNull().default(true),
    /** Hidden by an admin after reports (docs/product.md, "Reporting a posting"): out of every student view. */
    hiddenAt: timestampTz("hidden_at"),
    hiddenReason: text("hidden_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * When it was last closed (set by a trigger, migration 0015, whenever the status becomes closed;
     * cleared when it reopens): applications left waiting 30 days after it are closed as not selected.
     */
    closedAt: timestampTz("closed_at"),
    /** When its company last said "Still open" (docs/product.md, "Stale postings"). */
    confirmedOpenAt: timestampTz("confirmed_open_at"),
    /** When its company was asked to confirm it is still open; it closes 14 days later without an answer. */
    confirmRequestedAt: timestampTz("confirm_requested_at"),
  },
  (t) => [
    /** The scheduled jobs' scans: open postings by deadline and age, closed ones by closing time. */
    index("internships_open_deadline_due_idx")
      .on(t.deadline)
      .where(sql`${t.status} = 'open' and ${t.deadline} is not null`),
    index("internships_open_undated_idx")
      .on(sql`coalesce(${t.confirmedOpenAt}, ${t.createdAt})`)
      .where(sql`${t.status} = 'open' and ${t.deadline} is null`),
    index("internships_closed_at_idx").on(t.closedAt).where(sql`${t.status} = 'closed'`),
    check("internships_type_check", sql.raw(`type in (${sqlList(INTERNSHIP_TYPES)})`)),
    check("internships_status_check", sql.raw(`status in (${sqlList(INTERNSHIP_STATUSES)})`)),
    index("internships_company_created_idx").on(t.companyId, t.createdAt.desc(), t.id.desc()),
    /** The company's counters (open, draft) read the index alone. */
    index("internships_company_status_idx").on(t.companyId, t.status),
    index("internships_status_created_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    /** The admin list of every internship, newest first. */
    index("internships_created_idx").on(t.createdAt.desc(), t.id.desc()),
    /**
     * What students see: open internships, newest first, and the browse search over them. Partial,
     * so neither holds nor makes the planner wade through drafts and closed postings.
     */
    index("internships_open_created_idx")
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'open'`),
    /**
     * Browse sorted by deadline: open internships, soonest deadline first, undated ones last (as
     * infinity); a range scan from today also skips those whose deadline has passed.
     */
    index("internships_open_deadline_idx")
      .on(sql`coalesce(${t.deadline}, 'infinity'::date)`, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'open'`),
    index("internships_open_search_trgm_idx")
      .using("gin", t.searchText.op("gin_trgm_ops"))
      .where(sql`${t.status} = 'open'`),
    index("internships_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
    index("internships_location_trgm_idx").using("gin", t.location.op("gin_trgm_ops")),
    /** Manage Applications sorted by internship walks the titles in order (decision 014). */
    index("internships_title_sort_idx").on(sql`(lower(${t.title}) collate "C")`, t.id),
    index("internships_skills_idx").using("gin", t.skills),
    /** Case-insensitive skill overlap (`&&`) for similar internships and recommendations. */
    index("internships_skills_lower_idx").using("gin", t.skillsLower),
    /** The target of applications' (internship_id, company_id) key, which keeps their company right. */
    unique("internships_id_company_unique").on(t.id, t.companyId),
  ],
);

export const applications = pgTable(
  "applications",
  {
    id: uuidId(),
    studentId: profileOf("student_id"),
    internshipId: internshipOf(),
    /**
     * The internship's company, copied so a company's lists, counts and export read one index
     * instead of joining every application to its internship; a foreign key on
     * (internship_id, company_id) keeps it equal to the internship's.
     */
    companyId: text("company_id").notNull(),
    coverLetter: text("cover_letter"),
    /** The resume that was current when the application was sent. */
    resumeUrl: text("resume_url").notNull(),
    status: text("status", { enum: APPLICATION_STATUSES }).notNull().default("pending"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("applications_status_check", sql.raw(`status in (${sqlList(APPLICATION_STATUSES)})`)),
    unique("applications_student_internship_unique").on(t.studentId, t.internshipId),
    index("applications_student_created_idx").on(t.studentId, t.createdAt.desc(), t.id.desc()),
    index("applications_internship_status_created_idx").on(t.internshipId, t.status, t.createdAt.desc()),
    index("applications_status_created_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    /**
     * One internship's applications newest first, so Manage Applications sorted by internship reads a
     * page of rows per internship rather than all of a busy one's (decision 014).
     */
    index("applications_internship_created_idx").on(t.internshipId, t.createdAt.desc(), t.id.desc()),
    index("applications_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("applications_resume_url_idx").on(t.resumeUrl),
    foreignKey({
      name: "applications_internship_company_fk",
      columns: [t.internshipId, t.companyId],
      foreignColumns: [internships.id, internships.companyId],
    })
      .onDelete("cascade")
      .onUpdate("cascade"),
    index("applications_company_created_idx").on(t.companyId, t.createdAt.desc(), t.id.desc()),
    index("applications_company_status_created_idx").on(
      t.companyId,
      t.status,
      t.createdAt.desc(),
      t.id.desc(),
    ),
  ],
);

/**
 * How many applications each company has in each status, kept by triggers on applications (migration
 * 0006) in the transaction of every insert, status change and delete, cascades included: a company's
 * counters are one small read instead of a count over all its applications.
 */
export const applicationCounts = pgTable(
  "application_counts",
  {
    companyId: profileOf("company_id"),
    status: text("status", { enum: APPLICATION_STATUSES }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.status] })],
);

/** Who moved an application from which status to which, and when. */
export const applicationStatusChanges = pgTable(
  "application_status_changes",
  {
    id: uuidId(),
    applicationId: applicationOf(),
    changedBy: profileOrNull("changed_by"),
    fromStatus: text("from_status", { enum: APPLICATION_STATUSES }),
    toStatus: text("to_status", { enum: APPLICATION_STATUSES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("application_status_changes_to_check", sql.raw(`to_status in (${sqlList(APPLICATION_STATUSES)})`)),
    index("application_status_changes_application_idx").on(t.applicationId, t.createdAt),
    index("application_status_changes_changed_by_idx").on(t.changedBy),
  ],
);

/**
 * A company's Accept or Reject, waiting `effective_at` before it takes effect (docs/decisions/016):
 * until then the application keeps its status, the student sees and receives nothing, and Undo sets
 * `cancelled_at`. Whoever settles it first (the worker or a read that finds it due) locks the row,
 * applies the status change with its history, notification and message, and sets `settled_at`, in one
 * transaction: it takes effect exactly once. At most one decision per application is open.
 */
export const applicationDecisions = pgTable(
  "application_decisions",
  {
    id: uuidId(),
    applicationId: applicationOf(),
    /** Copied from the application, so a company's or a student's open decisions are one index read. */
    companyId: text("company_id").notNull(),
    studentId: text("student_id").notNull(),
    decidedBy: profileOrNull("decided_by"),
    fromStatus: text("from_status", { enum: APPLICATION_STATUSES }).notNull(),
    toStatus: text("to_status", { enum: APPLICATION_STATUSES }).notNull(),
    reason: text("reason"),
    /** The kind message, placeholders unfilled; sent as a message from the company when it takes effect. */
    message: text("message"),
    createdAt: createdAt(),
    effectiveAt: timestampTz("effective_at").notNull(),
    settledAt: timestampTz("settled_at"),
    /** Undone, or dropped because the application had changed in the meantime (an admin). */
    cancelledAt: timestampTz("cancelled_at"),
  },
  (t) => {
    /** An open decision: neither settled nor cancelled. */
    const isOpen = () => sql`${t.settledAt} is null and ${t.cancelledAt} is null`;
    return [
      check("application_decisions_to_check", sql`${t.toStatus} in ('accepted', 'rejected')`),
      uniqueIndex("application_decisions_open_unique").on(t.applicationId).where(isOpen()),
      /** Open decisions are few (the last seconds' worth): these partial indexes stay tiny. */
      index("application_decisions_open_due_idx").on(t.effectiveAt).where(isOpen()),
      index("application_decisions_open_company_idx").on(t.companyId, t.effectiveAt).where(isOpen()),
      index("application_decisions_open_student_idx").on(t.studentId, t.effectiveAt).where(isOpen()),
      /** The newest decision of an application, for the review list. */
      index("application_decisions_application_idx").on(t.applicationId, t.createdAt.desc()),
      index("application_decisions_decided_by_idx").on(t.decidedBy),
    ];
  },
);

export const bookmarks = pgTable(
  "bookmarks",
  {
    id: uuidId(),
    studentId: profileOf("student_id"),
    internshipId: internshipOf(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("bookmarks_student_internship_unique").on(t.studentId, t.internshipId),
    index("bookmarks_student_created_idx").on(t.studentId, t.createdAt.desc()),
    index("bookmarks_internship_idx").on(t.internshipId),
  ],
);

export const notifications = pgTable(
  "notifications",
  {
    id: uuidId(),
    userId: profileOf("user_id"),
    title: text("title").notNull(),
    content: text("content").notNull().default(""),
    type: text("type", { enum: NOTIFICATION_TYPES }).notNull().default("other"),
    relatedId: text("related_id"),
    /** Where selecting it leads, when not the page its type leads to (an app path such as /admin/reports). */
    linkPath: text("link_path"),
    isRead: boolean("is_read").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check("notifications_type_check", sql.raw(`type in (${sqlList(NOTIFICATION_TYPES)})`)),
    // isAppPath's rule: a path of the app, never a way to another site.
    check(
      "notifications_link_path_check",
      sql`left(${t.linkPath}, 1) = '/' and left(${t.linkPath}, 2) <> '//' and ${t.linkPath} !~ ${sql.raw(`'${NOT_IN_APP_PATH}'`)}`,
    ),
    index("notifications_user_created_idx").on(t.userId, t.createdAt.desc()),
    index("notifications_user_unread_idx").on(t.userId).where(sql`${t.isRead} = false`),
  ],
);

/** Messages outlive a deleted sender or recipient: that side becomes null ('Unknown'). */
export const messages = pgTable(
  "messages",
  {
    id: uuidId(),
    senderId: profileOrNull("sender_id"),
    recipientId: profileOrNull("recipient_id"),
    subject: text("subject").notNull().default("No subject"),
    messageText: text("message_text").notNull(),
    relatedTo: text("related_to").notNull().default("general"),
    isRead: boolean("is_read").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("messages_recipient_created_idx").on(t.recipientId, t.createdAt.desc()),
    index("messages_sender_created_idx").on(t.senderId, t.createdAt.desc()),
    index("messages_recipient_unread_idx").on(t.recipientId).where(sql`${t.isRead} = false`),
  ],
);

/**
 * One row per scheduled job and slot (docs/decisions/017): an instance runs a job's slot only if its
 * insert of the row succeeds, in the transaction that does the job's work, so each slot runs once
 * however many instances poll, and a failed run rolls its row back to be tried again.
 */
export const jobRuns = pgTable(
  "job_runs",
  {
    job: text("job").notNull(),
    slot: text("slot").notNull(),
    ranAt: timestampTz("ran_at").notNull(),
    /** How many rows the run changed or mails it queued, for the logs and tests. */
    affected: integer("affected").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.job, t.slot] })],
);

/**
 * Each company's responsiveness over the last 180 days, recomputed by the hourly job
 * (docs/product.md, "Responsiveness"): the detail page and company profile read one row.
 */
export const companyResponsiveness = pgTable("company_responsiveness", {
  companyId: text("company_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  /** Applications of the window that count (not withdrawn before any answer). */
  applications: integer("applications").notNull(),
  /** Of those, how many the company reviewed or decided. */
  responded: integer("responded").notNull(),
  /** Median days from applying to the company's first answer, null when none answered. */
  medianResponseDays: doublePrecision("median_response_days"),
  computedAt: timestampTz("computed_at").notNull(),
});

/** A student's report of a posting, once per internship; an admin resolves it (dismissed or hidden). */
export const internshipReports = pgTable(
  "internship_reports",
  {
    id: uuidId(),
    internshipId: internshipOf(),
    reporterId: profileOf("reporter_id"),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    details: text("details"),
    createdAt: createdAt(),
    resolvedAt: timestampTz("resolved_at"),
    resolvedBy: profileOrNull("resolved_by"),
    outcome: text("outcome", { enum: REPORT_OUTCOMES }),
  },
  (t) => [
    check("internship_reports_reason_check", sql.raw(`reason in (${sqlList(REPORT_REASONS)})`)),
    check("internship_reports_outcome_check", sql.raw(`outcome in (${sqlList(REPORT_OUTCOMES)})`)),
    unique("internship_reports_internship_reporter_unique").on(t.internshipId, t.reporterId),
    index("internship_reports_reporter_idx").on(t.reporterId),
    index("internship_reports_resolved_by_idx").on(t.resolvedBy),
    /** The moderation queue: open reports, newest first. */
    index("internship_reports_open_created_idx")
      .on(t.createdAt.desc(), t.internshipId)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

/** Settings an admin changes in the product (docs/product.md, "Settings"); one row per key. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});

/**
 * Every admin write (docs/product.md, "Audit log"), recorded in its transaction. No foreign key to
 * the admin or the target: the entry outlives them. Migration 0017 refuses UPDATE and DELETE.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: uuidId(),
    adminId: text("admin_id").notNull(),
    adminEmail: text("admin_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    /** The changed fields: `{ field: { before, after } }`. */
    changes: jsonb("changes").notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index("admin_audit_log_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("admin_audit_log_admin_created_idx").on(t.adminId, t.createdAt.desc(), t.id.desc()),
    index("admin_audit_log_action_created_idx").on(t.action, t.createdAt.desc(), t.id.desc()),
    index("admin_audit_log_target_created_idx").on(t.targetType, t.createdAt.desc(), t.id.desc()),
  ],
);
