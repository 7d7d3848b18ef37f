import { COMPANY_VERIFICATIONS, ROLES } from "@internpath/shared/enums";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, sqlList, updatedAt } from "./columns.ts";

/**
 * The profile is Better Auth's user record (model "profiles"), so a profile
 * always exists for every account and is keyed by the auth user id.
 */
export const profiles = pgTable(
  "profiles",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    fullName: text("full_name").notNull().default(""),
    avatarUrl: text("avatar_url"),
    role: text("role", { enum: ROLES }).notNull().default("student"),
    bio: text("bio"),
    location: text("location"),
    website: text("website"),
    companyName: text("company_name"),
    companySize: text("company_size"),
    companyIndustry: text("company_industry"),
    companyLogoUrl: text("company_logo_url"),
    university: text("university"),
    degree: text("degree"),
    graduationYear: integer("graduation_year"),
    resumeUrl: text("resume_url"),
    skills: text("skills").array().notNull().default(sql`'{}'::text[]`),
    isOnline: boolean("is_online").notNull().default(false),
    emailNotifications: boolean("email_notifications").notNull().default(true),
    /**
     * A company's standing (docs/product.md, "Verified employers"); its internships' `company_live`
     * follows it (triggers, migration 0017).
     */
    verification: text("verification", { enum: COMPANY_VERIFICATIONS }).notNull().default("unreviewed"),
    /** Why an admin rejected or revoked it, shown to the company. */
    verificationReason: text("verification_reason"),
    /** When it asked for review (opened an internship while not live); null when not in the queue. */
    reviewRequestedAt: timestamp("review_requested_at", { withTimezone: true, mode: "date" }),
    verifiedAt: timestamp("verified_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("profiles_role_check", sql.raw(`role in (${sqlList(ROLES)})`)),
    check("profiles_verification_check", sql.raw(`verification in (${sqlList(COMPANY_VERIFICATIONS)})`)),
    /** The admin's approval queue: companies waiting for review, oldest request first. */
    index("profiles_review_queue_idx")
      .on(t.reviewRequestedAt, t.id)
      .where(sql`${t.reviewRequestedAt} is not null`),
    check("profiles_graduation_year_check", sql`${t.graduationYear} between 1900 and 2200`),
    index("profiles_role_created_idx").on(t.role, t.createdAt.desc()),
    index("profiles_full_name_trgm_idx").using("gin", t.fullName.op("gin_trgm_ops")),
    index("profiles_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    index("profiles_company_name_trgm_idx").using("gin", t.companyName.op("gin_trgm_ops")),
    index("profiles_university_trgm_idx").using("gin", t.university.op("gin_trgm_ops")),
    /**
     * Manage Applications sorted by student or company walks these in name order (decision 014). Byte
     * order of the lower-cased name ("C"), so PostgreSQL and PGlite sort alike whatever their locale.
     */
    index("profiles_student_name_idx")
      .on(sql`(lower(${t.fullName}) collate "C")`, sql`(${t.id} collate "C")`)
      .where(sql`${t.role} = 'student'`),
    index("profiles_company_name_idx")
      .on(sql`(lower(coalesce(${t.companyName}, '')) collate "C")`, sql`(${t.id} collate "C")`)
      .where(sql`${t.role} = 'company'`),
  ],
);

export const authSessions = pgTable(
  "auth_sessions",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("auth_sessions_user_idx").on(t.userId)],
);

export const authAccounts = pgTable(
  "auth_accounts",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("auth_accounts_user_idx").on(t.userId),
    index("auth_accounts_provider_account_idx").on(t.providerId, t.accountId),
  ],
);

export const authVerifications = pgTable(
  "auth_verifications",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("auth_verifications_identifier_idx").on(t.identifier)],
);

/** Fixed-window request counters shared by every server instance (auth rate limits). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
});
