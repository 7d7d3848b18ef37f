import { COMPANY_SIZES } from "@internpath/shared/enums";
import { type SQL, sql } from "drizzle-orm";
import type { Auth } from "../auth/auth.ts";
import type { Database } from "../db/client.ts";
import { createVerifiedAccount } from "../features/account/create-account.ts";
import { demoAdmin, demoCompanies, demoStudents } from "./demo-content.ts";
import {
  ADJECTIVES,
  ANIMALS,
  CITIES,
  COMPANY_SUFFIXES,
  COMPANY_WORDS,
  COVER_LETTERS,
  DEGREES,
  DOMAINS,
  DURATIONS,
  FIRST_NAMES,
  LAST_NAMES,
  MESSAGE_SUBJECTS,
  MESSAGE_TEXTS,
  PRODUCTS,
  REQUIREMENTS,
  ROLES,
  SEASONS,
  SKILLS,
  TASKS,
  UNIVERSITIES,
} from "./scale-words.ts";

/**
 * The scale data set (`npm run seed:scale`, the load benchmark, the search-plan test): a realistic
 * marketplace made with set-based SQL, one `insert ... select from generate_series` per batch.
 *
 * Generated rows are addressed by number, so no step has to read back another's ids: student n is
 * `{prefix}-student-n`, internship g has the UUID made from the hash of `{prefix}-internship-g`, its
 * company and status are functions of g. Every generated email ends in @scale.internpath.test, which is
 * how the generator tells its own accounts from real ones.
 */

export const SCALE_EMAIL_DOMAIN = "scale.internpath.test";
/** The two accounts a benchmark signs in as (made by `createBenchmarkAccounts`). */
export const BENCHMARK_STUDENT_EMAIL = `bench-student@${SCALE_EMAIL_DOMAIN}`;
export const BENCHMARK_COMPANY_EMAIL = `bench-company@${SCALE_EMAIL_DOMAIN}`;
/** An admin, who may message anyone: the load benchmark's live events are its messages. */
export const BENCHMARK_ADMIN_EMAIL = `bench-admin@${SCALE_EMAIL_DOMAIN}`;
/** Students who only keep event streams open during the load benchmark (not in the generated totals). */
export const BENCHMARK_LISTENERS = 50;
export const benchmarkListenerEmail = (index: number) => `bench-listener-${index}@${SCALE_EMAIL_DOMAIN}`;

/** The benchmark company's share of the applications unless told otherwise (at most 5% of them). */
export const BENCHMARK_COMPANY_APPLICATIONS = 50_000;
const BENCHMARK_STUDENT_APPLICATIONS = 20;
const BENCHMARK_STUDENT_BOOKMARKS = 8;
const BENCHMARK_STUDENT_NOTIFICATIONS = 25;
const BENCHMARK_COMPANY_NOTIFICATIONS = 100;
const BENCHMARK_STUDENT_MESSAGES = 10;
const BENCHMARK_COMPANY_MESSAGES = 40;
/** How many applications each of the benchmark company's internships collects, about. */
const APPLICATIONS_PER_BENCHMARK_INTERNSHIP = 200;
/** Rows are spread over this many days before the start of the run. */
const SPAN_DAYS = 365;

export type ScaleOptions = {
  /** Internships to generate (80% open, 10% closed, 10% draft). */
  internships: number;
  /** Companies that own them (default: one per 200 internships, at least 1). */
  companies?: number;
  /** Students (default: one per 20 applications). */
  students?: number;
  /** Applications, each a distinct (student, internship) pair, to open and closed internships (default 0). */
  applications?: number;
  messages?: number;
  notifications?: number;
  /** Students' bookmarks, distinct (student, internship) pairs (default 0). */
  bookmarks?: number;
  /** Prefix of generated ids and emails (default "scale"). */
  prefix?: string;
  /**
   * Accounts that sign in during benchmarks (`createBenchmarkAccounts`): the company gets its own
   * internships and `companyApplications` of the applications; the student ~20 applications, some
   * bookmarks, notifications and messages. All counted in the totals above.
   */
  benchmarkAccounts?: { studentId: string; companyId: string };
  /** The benchmark company's applications (default: 50,000, at most 5% of `applications`). */
  companyApplications?: number;
  /** Rows per insert statement (default 25,000). */
  batchSize?: number;
  /** Called after every batch. */
  onProgress?: (progress: ScaleProgress) => void;
};

/** Rows inserted so far, and the share of the whole work done (rebuilding indexes included). */
export type ScaleProgress = { step: string; rowsDone: number; rowsTotal: number; fraction: number };

export type ScaleResult = {
  companies: number;
  students: number;
  internships: number;
  applications: number;
  bookmarks: number;
  messages: number;
  notifications: number;
  /** The benchmark company's internships and applications (0 without benchmark accounts). */
  companyInternships: number;
  companyApplications: number;
  studentApplications: number;
  /** Rows of application_status_changes (only the benchmark accounts' applications have history). */
  statusChanges: number;
};

/** A PostgreSQL array literal of constants, inlined: these lists are ours, not user input. */
function textArray(values: readonly string[]) {
  return sql.raw(`array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ")}]::text[]`);
}

/** A number we computed, inlined so PostgreSQL need not guess a parameter's type. */
const n = (value: number) => sql.raw(Number.isInteger(value) ? String(value) : value.toFixed(6));

/** A number of seconds, always double precision so products of them cannot overflow int4. */
const seconds = (value: number) => sql.raw(`${value}::float8`);

/** A pseudo-random, non-negative int4 of an integer expression; `salt` picks an independent stream. */
const hash = (expression: SQL, salt: number) =>
  sql`(hashint8((${expression})::bigint * 16 + ${n(salt)}) & 2147483647)`;

/** One of the constants, chosen by an integer expression. */
const pick = (values: readonly string[], index: SQL) =>
  sql`(${textArray(values)})[1 + (${index}) % ${n(values.length)}]`;

/** A stable, valid version 4 UUID made from a text expression (zod's uuid() checks the version bits). */
const uuidOf = (text: SQL) =>
  sql`overlay(overlay(md5(${text}) placing '4' from 13 for 1) placing 'a' from 17 for 1)::uuid`;

/** Internship g of a series is a draft when g % 10 = 1 and closed when g % 10 = 2; the rest are open. */
const internshipStatus = (g: SQL) =>
  sql`case ${g} % 10 when 1 then 'draft' when 2 then 'closed' else 'open' end`;

/** How many of the first `count` internships of a series are open or closed (not drafts). */
function countNonDrafts(count: number): number {
  const rest = count % 10;
  return Math.floor(count / 10) * 9 + rest - (rest >= 2 ? 1 : 0);
}

/** The number g of the k-th (from 0) open-or-closed internship of a series. */
const nonDraftNumber = (k: SQL) =>
  sql`((${k}) / 9 * 10 + (array[0, 2, 3, 4, 5, 6, 7, 8, 9])[1 + (${k}) % 9])`;

type InternshipSeries = {
  /** Part of the ids, so two series never share one. */
  name: string;
  count: number;
  /** The owner of internship g. */
  companyId: (g: SQL) => SQL;
  /** Seconds between two consecutive internships of the series, the newest (g = 0) one step before the start. */
  stepSeconds: number;
};

type Rows<T> = { rows: T[] };

type Step = { name: string; table: string; rows: number; insert: (from: number, to: number) => SQL };

/** What the statements run on: the database or the transaction that loads it. */
type Executor = Pick<Database, "execute">;

type Accounts = NonNullable<ScaleOptions["benchmarkAccounts"]>;

/** How many rows of each kind a data set gets, the benchmark accounts' shares set apart from the rest. */
type ScalePlan = {
  prefix: string;
  accounts: Accounts | undefined;
  /** 1 with benchmark accounts (a company and a student of their own), else 0. */
  ownAccounts: number;
  companyCount: number;
  studentCount: number;
  internshipCount: number;
  applicationCount: number;
  bookmarkCount: number;
  messageCount: number;
  notificationCount: number;
  batchSize: number;
  companyInternships: number;
  companyApplications: number;
  genericInternships: number;
  studentApplications: number;
  studentBookmarks: number;
  genericApplications: number;
  genericBookmarks: number;
  studentNotifications: number;
  companyNotifications: number;
  genericNotifications: number;
  studentMessages: number;
  companyMessages: number;
  genericMessages: number;
  genericNonDrafts: number;
  companyNonDrafts: number;
};

/** How many rounds of (student, internship) pairs `pairs` rows take over that many internships. */
const roundsOf = (pairs: number, internshipsOfSeries: number) =>
  pairs === 0 ? 0 : Math.ceil(pairs / internshipsOfSeries);

/** The counts of the options, defaults filled in and the benchmark accounts' shares taken out. */
function planScaleData(options: ScaleOptions): ScalePlan {
  const prefix = (options.prefix ?? "scale").replace(/[^a-z0-9-]/gi, "");
  const whole = (value: number | undefined, fallback: number) => Math.max(0, Math.floor(value ?? fallback));
  const internshipCount = whole(options.internships, 0);
  const applicationCount = whole(options.applications, 0);
  const accounts = options.benchmarkAccounts;
  // The totals include the benchmark accounts; the rest are generated.
  const ownAccounts = accounts ? 1 : 0;
  const companyCount = Math.max(
    1,
    whole(options.companies, Math.ceil(internshipCount / 200) + ownAccounts) - ownAccounts,
  );
  const studentCount = Math.max(
    0,
    whole(options.students, Math.ceil(applicationCount / 20) + ownAccounts) - ownAccounts,
  );
  const messageCount = whole(options.messages, 0);
  const notificationCount = whole(options.notifications, 0);
  const bookmarkCount = whole(options.bookmarks, 0);
  const batchSize = Math.max(1, whole(options.batchSize, 25_000));

  const companyShare = accounts
    ? Math.min(
        whole(options.companyApplications, BENCHMARK_COMPANY_APPLICATIONS),
        Math.floor(applicationCount / 20),
      )
    : 0;
  const companyInternships = accounts
    ? Math.min(
        Math.max(10, Math.ceil(companyShare / APPLICATIONS_PER_BENCHMARK_INTERNSHIP)),
        Math.floor(internshipCount / 10),
      )
    : 0;
  // Without an open or closed internship of its own, the benchmark company gets no applications.
  const companyApplications = countNonDrafts(companyInternships) > 0 ? companyShare : 0;
  const genericInternships = internshipCount - companyInternships;
  const studentApplications = accounts
    ? Math.min(BENCHMARK_STUDENT_APPLICATIONS, Math.floor(genericInternships / 10), applicationCount)
    : 0;
  const studentBookmarks = accounts
    ? Math.min(BENCHMARK_STUDENT_BOOKMARKS, Math.floor(genericInternships / 10), bookmarkCount)
    : 0;
  const studentNotifications = accounts ? Math.min(BENCHMARK_STUDENT_NOTIFICATIONS, notificationCount) : 0;
  const companyNotifications = accounts
    ? Math.min(BENCHMARK_COMPANY_NOTIFICATIONS, notificationCount - studentNotifications)
    : 0;
  const studentMessages = accounts ? Math.min(BENCHMARK_STUDENT_MESSAGES, messageCount) : 0;
  const companyMessages = accounts ? Math.min(BENCHMARK_COMPANY_MESSAGES, messageCount - studentMessages) : 0;
  return {
    prefix,
    accounts,
    ownAccounts,
    companyCount,
    studentCount,
    internshipCount,
    applicationCount,
    bookmarkCount,
    messageCount,
    notificationCount,
    batchSize,
    companyInternships,
    companyApplications,
    genericInternships,
    studentApplications,
    studentBookmarks,
    genericApplications: applicationCount - companyApplications - studentApplications,
    genericBookmarks: bookmarkCount - studentBookmarks,
    studentNotifications,
    companyNotifications,
    genericNotifications: notificationCount - studentNotifications - companyNotifications,
    studentMessages,
    companyMessages,
    genericMessages: messageCount - studentMessages - companyMessages,
    genericNonDrafts: countNonDrafts(genericInternships),
    companyNonDrafts: countNonDrafts(companyInternships),
  };
}

/**
 * Throws when the plan cannot be generated. Pairs are distinct by construction: row g of a pair series
 * goes to the (g mod M)-th internship in round floor(g / M), and round r of internship k takes student
 * (k * rounds + r) mod S. Within one internship the rounds are distinct students as long as there are
 * no more rounds than students.
 */
function checkScalePlan(plan: ScalePlan): void {
  const { studentCount, applicationCount, bookmarkCount, messageCount, genericNonDrafts } = plan;
  const checks: [boolean, string][] = [
    [
      studentCount > 0 || applicationCount + bookmarkCount + messageCount === 0,
      "--students must be at least 1 for applications, bookmarks and messages",
    ],
    [
      plan.genericApplications === 0 ||
        (genericNonDrafts > 0 && roundsOf(plan.genericApplications, genericNonDrafts) <= studentCount),
      `${applicationCount} applications need more students or internships: each (student, internship) pair applies once`,
    ],
    [
      plan.companyApplications === 0 ||
        roundsOf(plan.companyApplications, plan.companyNonDrafts) <= studentCount,
      `the benchmark company's ${plan.companyApplications} applications need more students`,
    ],
    [
      plan.genericBookmarks === 0 ||
        (genericNonDrafts > 0 && roundsOf(plan.genericBookmarks, genericNonDrafts) <= studentCount),
      `${bookmarkCount} bookmarks need more students or internships: each pair bookmarks once`,
    ],
  ];
  const failed = checks.find(([ok]) => !ok);
  if (failed) throw new Error(`Cannot generate this data set: ${failed[1]}`);
}

/** A text constant of ours, typed for PostgreSQL. */
const text = (value: string) => sql`${value}::text`;

/** The age of internship g of a series, in seconds before the start. */
const internshipAgeSeconds = (series: InternshipSeries, g: SQL) =>
  sql`(((${g}) + 1) * ${seconds(series.stepSeconds)})`;

/** What every step's statement is written with: the plan, the clock, and the ids of generated rows. */
type ScaleContext = {
  plan: ScalePlan;
  startsAt: SQL;
  startDate: SQL;
  spanSeconds: number;
  /** The generated internships, and the benchmark company's own. */
  generic: InternshipSeries;
  owned: InternshipSeries;
  studentId: (s: SQL) => SQL;
  genericCompanyId: (c: SQL) => SQL;
  internshipId: (series: InternshipSeries, g: SQL) => SQL;
  /** The point in time that many seconds before the start. */
  ago: (seconds: SQL) => SQL;
  /** A generated student and company, chosen by the row's number g. */
  anyStudent: SQL;
  anyCompany: SQL;
};

function scaleContext(plan: ScalePlan, start: Date): ScaleContext {
  const { prefix, companyCount, genericInternships, companyInternships } = plan;
  const startsAt = sql.raw(`'${start.toISOString()}'::timestamptz`);
  const spanSeconds = SPAN_DAYS * 24 * 3600;
  const studentId = (s: SQL) => sql`${text(`${prefix}-student-`)} || (1 + (${s}))`;
  const genericCompanyId = (c: SQL) => sql`${text(`${prefix}-company-`)} || (1 + (${c}))`;
  return {
    plan,
    startsAt,
    startDate: sql.raw(`'${start.toISOString().slice(0, 10)}'::date`),
    spanSeconds,
    generic: {
      name: "internship",
      count: genericInternships,
      companyId: (g) => genericCompanyId(sql`${hash(g, 0)} % ${n(companyCount)}`),
      stepSeconds: spanSeconds / Math.max(1, genericInternships),
    },
    owned: {
      name: "bench-internship",
      count: companyInternships,
      companyId: () => text(plan.accounts?.companyId ?? ""),
      stepSeconds: spanSeconds / Math.max(1, companyInternships),
    },
    studentId,
    genericCompanyId,
    internshipId: (series, g) => uuidOf(sql`${text(`${prefix}-${series.name}-`)} || (${g})`),
    ago: (seconds) => sql`(${startsAt} - (${seconds}) * interval '1 second')`,
    anyStudent: studentId(sql`${hash(sql`g`, 40)} % ${n(Math.max(1, plan.studentCount))}`),
    anyCompany: genericCompanyId(sql`${hash(sql`g`, 44)} % ${n(companyCount)}`),
  };
}

function companiesStep({ plan, ago, genericCompanyId, spanSeconds }: ScaleContext): Step {
  return {
    name: "companies",
    table: "profiles",
    rows: plan.companyCount,
    insert: (from, to) => {
      const g = sql`g`;
      return sql`
        insert into profiles (id, email, email_verified, full_name, role, company_name, company_industry,
                              company_size, location, website, bio, created_at, updated_at)
        select ${genericCompanyId(g)}, ${text(`${plan.prefix}-company-`)} || (1 + g) || ${text(`@${SCALE_EMAIL_DOMAIN}`)},
               true, ${pick(FIRST_NAMES, hash(g, 1))} || ' ' || ${pick(LAST_NAMES, hash(g, 2))}, 'company',
               ${pick(COMPANY_WORDS, g)} || ' ' || ${pick(COMPANY_SUFFIXES, sql`g / 25`)}
                 || case when g >= 500 then ' ' || (1 + g / 500) else '' end,
               ${pick(DOMAINS, hash(g, 3))}, ${pick(COMPANY_SIZES, hash(g, 4))}, ${pick(CITIES, hash(g, 5))},
               'https://company-' || (1 + g) || '.example.com',
               'We build software for ' || ${pick(DOMAINS, hash(g, 3))} || ' teams and hire interns every season.',
               ${ago(sql`${seconds(spanSeconds)} + ${hash(g, 6)} % 86400 * 30`)},
               ${ago(sql`${seconds(spanSeconds)}`)}
        from generate_series(${n(from)}, ${n(to - 1)}) as g`;
    },
  };
}

function studentsStep({ plan, ago, studentId, spanSeconds }: ScaleContext): Step {
  return {
    name: "students",
    table: "profiles",
    rows: plan.studentCount,
    insert: (from, to) => {
      const g = sql`g`;
      return sql`
        insert into profiles (id, email, email_verified, full_name, role, university, degree, graduation_year,
                              location, bio, skills, resume_url, created_at, updated_at)
        select id, ${text(`${plan.prefix}-student-`)} || (1 + g) || ${text(`@${SCALE_EMAIL_DOMAIN}`)}, true,
               ${pick(FIRST_NAMES, hash(g, 1))} || ' ' || ${pick(LAST_NAMES, hash(g, 2))}, 'student',
               ${pick(UNIVERSITIES, hash(g, 3))}, ${pick(DEGREES, hash(g, 4))}, 2026 + ${hash(g, 5)} % 4,
               ${pick(CITIES, hash(g, 6))}, 'Student looking for an internship where I can learn from a strong team.',
               case when ${hash(g, 7)} % 3 = 0
                 then array[${pick(SKILLS, hash(g, 8))}, ${pick(SKILLS, sql`${hash(g, 8)} + 7`)}]
                 else array[${pick(SKILLS, hash(g, 8))}, ${pick(SKILLS, sql`${hash(g, 8)} + 7`)},
                            ${pick(SKILLS, sql`${hash(g, 8)} + 13`)}]
               end,
               '/api/files/' || id || '/resumes/' || ${uuidOf(sql`id`)} || '.pdf',
               ${ago(sql`${seconds(spanSeconds)} * (${hash(g, 9)} % 1000) / 1000.0`)},
               ${ago(sql`${seconds(spanSeconds)} * (${hash(g, 9)} % 1000) / 2000.0`)}
        from (select g, ${studentId(sql`g`)} as id from generate_series(${n(from)}, ${n(to - 1)}) as g) as numbered`;
    },
  };
}

function internshipsStep(context: ScaleContext, series: InternshipSeries): Step {
  const { ago, startDate, startsAt, internshipId } = context;
  return {
    name: series === context.generic ? "internships" : "benchmark company's internships",
    table: "internships",
    rows: series.count,
    insert: (from, to) => {
      const g = sql`g`;
      const created = ago(internshipAgeSeconds(series, g));
      return sql`
          insert into internships (id, company_id, title, description, requirements, location, is_remote, type,
                                   duration, stipend, deadline, skills, status, created_at, updated_at,
                                   confirmed_open_at)
          select ${internshipId(series, g)}, ${series.companyId(g)},
                 ${pick(ROLES, hash(g, 1))} || ' Intern' || ${pick(SEASONS, hash(g, 2))},
                 'Join the ' || ${pick(ADJECTIVES, g)} || ' ' || ${pick(ANIMALS, sql`g / 40`)}
                   || ' team, building ' || ${pick(PRODUCTS, hash(g, 3))} || ' for '
                   || ${pick(DOMAINS, hash(g, 4))} || ' customers. You will ' || ${pick(TASKS, hash(g, 5))}
                   || ', with a mentor and a real share of the roadmap.',
                 ${pick(REQUIREMENTS, hash(g, 6))},
                 ${pick(CITIES, hash(g, 7))},
                 ${hash(g, 8)} % 4 = 0,
                 case when ${hash(g, 9)} % 3 = 0 then 'part-time' else 'full-time' end,
                 ${pick(DURATIONS, hash(g, 10))},
                 case when ${hash(g, 11)} % 5 = 0 then null
                      else '$' || (800 + ${hash(g, 11)} % 25 * 100) || '/month' end,
                 case g % 10
                   when 1 then null
                   when 2 then ${startDate} - (1 + ${hash(g, 12)} % 60)
                   else case when ${hash(g, 12)} % 3 = 0 then null else ${startDate} + (7 + ${hash(g, 12)} % 120) end
                 end,
                 array[${pick(SKILLS, hash(g, 13))}, ${pick(SKILLS, sql`${hash(g, 13)} + 11`)},
                       ${pick(SKILLS, sql`${hash(g, 13)} + 19`)}],
                 ${internshipStatus(g)},
                 ${created},
                 case when g % 10 = 2 then least(${created} + interval '30 days', ${startsAt}) else ${created} end,
                 -- As on a running site: open postings without a deadline were confirmed in the last 50 days
                 -- ("Still open?", every 60), so a first start does not ask about a year of them at once.
                 case when g % 10 not in (1, 2) and ${hash(g, 12)} % 3 = 0
                      then greatest(${created}, ${ago(sql`(${hash(g, 14)} % 50) * 86400`)}) end
          from generate_series(${n(from)}, ${n(to - 1)}) as g`;
    },
  };
}

/**
 * Applications from generated students to the open and closed internships of a series, `rounds`
 * per internship (see the pair rule at checkScalePlan), each sent after its internship was posted.
 */
function applicationsStep(
  context: ScaleContext,
  series: InternshipSeries,
  count: number,
  salt: number,
): Step {
  const { ago, studentId, internshipId, plan } = context;
  const nonDrafts = countNonDrafts(series.count);
  const rounds = roundsOf(count, nonDrafts);
  return {
    name: series === context.generic ? "applications" : "benchmark company's applications",
    table: "applications",
    rows: count,
    insert: (from, to) => {
      const k = sql`(g % ${n(nonDrafts)})`;
      const internshipNumber = nonDraftNumber(k);
      const age = sql`(${internshipAgeSeconds(series, internshipNumber)} * (1 + ${hash(sql`g`, salt)} % 1000) / 1001.0)`;
      const status = sql`(array['pending', 'pending', 'pending', 'pending', 'pending', 'pending', 'pending', 'pending',
                                  'reviewing', 'reviewing', 'reviewing', 'reviewing', 'reviewing',
                                  'accepted', 'accepted', 'rejected', 'rejected', 'rejected', 'rejected', 'rejected'])
                           [1 + ${hash(sql`g`, salt + 1)} % 20]`;
      const student = studentId(sql`(${k} * ${n(rounds)} + g / ${n(nonDrafts)}) % ${n(plan.studentCount)}`);
      return sql`
          insert into applications (student_id, internship_id, company_id, cover_letter, resume_url, status,
                                    created_at, updated_at)
          select student, internship_id, company_id,
                 case when h % 10 < 3 then null else ${pick(COVER_LETTERS, sql`h`)} end,
                 '/api/files/' || student || '/resumes/' || ${uuidOf(sql`student`)} || '.pdf',
                 status, ${ago(sql`age`)},
                 case when status = 'pending' then ${ago(sql`age`)} else ${ago(sql`age * (h % 90) / 100.0`)} end
          from (
            select ${student} as student, ${internshipId(series, internshipNumber)} as internship_id,
                   ${series.companyId(internshipNumber)} as company_id, ${status} as status, ${age} as age,
                   ${hash(sql`g`, salt + 2)} as h
            from generate_series(${n(from)}, ${n(to - 1)}) as g
          ) as generated`;
    },
  };
}

/**
 * The benchmark student's applications and bookmarks go to open generic internships (numbers ending in
 * 3 and 5), spread over the year: every how many internships one of `count` is taken.
 */
function benchmarkSpread({ plan }: ScaleContext, count: number): number {
  return count === 0 ? 10 : Math.max(10, Math.floor(plan.genericInternships / count / 10) * 10);
}

function benchmarkStudentApplicationsStep(context: ScaleContext, accounts: Accounts): Step {
  const { ago, generic, internshipId, plan } = context;
  return {
    name: "benchmark student's applications",
    table: "applications",
    rows: plan.studentApplications,
    insert: (from, to) => {
      const internshipNumber = sql`(j * ${n(benchmarkSpread(context, plan.studentApplications))} + 3)`;
      const age = sql`(${internshipAgeSeconds(generic, internshipNumber)} / (2 + j % 5))`;
      return sql`
          insert into applications (student_id, internship_id, company_id, cover_letter, resume_url, status,
                                    created_at, updated_at)
          select ${accounts.studentId}, ${internshipId(generic, internshipNumber)}, ${generic.companyId(internshipNumber)},
                 ${pick(COVER_LETTERS, sql`j`)},
                 (select resume_url from profiles where id = ${accounts.studentId}),
                 (array['pending', 'reviewing', 'accepted', 'rejected', 'pending'])[1 + j % 5],
                 ${ago(age)}, case when j % 5 in (0, 4) then ${ago(age)} else ${ago(sql`${age} / 2`)} end
          from generate_series(${n(from)}, ${n(to - 1)}) as j`;
    },
  };
}

/**
 * Status history costs a row or two per application and only an application's own history page reads
 * it, so only the accounts people sign in as get it: "submitted", then the company's decision. Every
 * acceptance and rejection is a company's decision that took effect (Review Applications shows the
 * newest): the same accounts get theirs, some with the reason kept for the company.
 */
function benchmarkHistorySteps(accounts: Accounts): Step[] {
  return [
    {
      name: "benchmark accounts' status history",
      table: "application_status_changes",
      rows: 1,
      insert: () => sql`
        insert into application_status_changes (application_id, changed_by, from_status, to_status, created_at)
        select id, student_id, null, 'pending', created_at from applications
        where company_id = ${accounts.companyId} or student_id = ${accounts.studentId}
        union all
        select id, company_id, 'pending', status, updated_at from applications
        where (company_id = ${accounts.companyId} or student_id = ${accounts.studentId}) and status <> 'pending'`,
    },
    {
      name: "benchmark accounts' decisions",
      table: "application_decisions",
      rows: 1,
      insert: () => sql`
        insert into application_decisions (application_id, company_id, student_id, decided_by, from_status,
                                           to_status, reason, created_at, effective_at, settled_at)
        select id, company_id, student_id, company_id, 'pending', status,
               case when status = 'rejected' and hashtext(id::text) % 2 = 0 then 'Position filled' end,
               updated_at - interval '10 seconds', updated_at, updated_at
        from applications
        where (company_id = ${accounts.companyId} or student_id = ${accounts.studentId})
          and status in ('accepted', 'rejected')`,
    },
  ];
}

function bookmarksStep({ plan, ago, studentId, internshipId, generic }: ScaleContext): Step {
  const { genericBookmarks, genericNonDrafts, studentCount } = plan;
  const rounds = roundsOf(genericBookmarks, genericNonDrafts);
  return {
    name: "bookmarks",
    table: "bookmarks",
    rows: genericBookmarks,
    insert: (from, to) => {
      const k = sql`(g % ${n(genericNonDrafts)})`;
      const internshipNumber = nonDraftNumber(k);
      return sql`
          insert into bookmarks (student_id, internship_id, created_at)
          select ${studentId(sql`(${k} * ${n(rounds)} + g / ${n(genericNonDrafts)} + ${n(Math.floor(studentCount / 2))}) % ${n(studentCount)}`)},
                 ${internshipId(generic, internshipNumber)},
                 ${ago(sql`${internshipAgeSeconds(generic, internshipNumber)} * (1 + ${hash(sql`g`, 30)} % 1000) / 1001.0`)}
          from generate_series(${n(from)}, ${n(to - 1)}) as g`;
    },
  };
}

function benchmarkStudentBookmarksStep(context: ScaleContext, accounts: Accounts): Step {
  const { ago, generic, internshipId, plan } = context;
  return {
    name: "benchmark student's bookmarks",
    table: "bookmarks",
    rows: plan.studentBookmarks,
    insert: (from, to) => {
      const internshipNumber = sql`(j * ${n(benchmarkSpread(context, plan.studentBookmarks))} + 5)`;
      return sql`
          insert into bookmarks (student_id, internship_id, created_at)
          select ${accounts.studentId}, ${internshipId(generic, internshipNumber)},
                 ${ago(sql`${internshipAgeSeconds(generic, internshipNumber)} / 2`)}
          from generate_series(${n(from)}, ${n(to - 1)}) as j`;
    },
  };
}

/** Row g's age of `count` rows spread evenly over the year, in seconds. */
const spreadAge = ({ spanSeconds }: ScaleContext, count: number) =>
  sql`(${seconds(spanSeconds)} * (g + 0.5) / ${n(Math.max(1, count))})`;

/** Messages between a student and a company, either way; older ones are read. */
function messagesStep(
  context: ScaleContext,
  name: string,
  count: number,
  student: SQL,
  companyOf: SQL,
): Step {
  return {
    name,
    table: "messages",
    rows: count,
    insert: (from, to) => {
      const age = spreadAge(context, count);
      return sql`
          insert into messages (sender_id, recipient_id, subject, message_text, related_to, is_read, created_at)
          select case when g % 2 = 0 then student else company end,
                 case when g % 2 = 0 then company else student end,
                 ${pick(MESSAGE_SUBJECTS, hash(sql`g`, 41))}, ${pick(MESSAGE_TEXTS, hash(sql`g`, 42))}, 'general',
                 ${age} > 14 * 86400 or ${hash(sql`g`, 43)} % 2 = 0, ${context.ago(age)}
          from (select g, ${student} as student, ${companyOf} as company
                from generate_series(${n(from)}, ${n(to - 1)}) as g) as paired`;
    },
  };
}

/** Notifications as the services write them, `studentShare` percent of them to students; the older ones are read. */
function notificationsStep(
  context: ScaleContext,
  name: string,
  count: number,
  user: (isStudent: SQL) => SQL,
  studentShare: number,
): Step {
  return {
    name,
    table: "notifications",
    rows: count,
    insert: (from, to) => {
      const age = spreadAge(context, count);
      return sql`
          insert into notifications (user_id, title, content, type, is_read, created_at)
          select ${user(sql`is_student`)},
                 case when is_student and kind = 0 then 'Application status updated'
                      when kind = 0 then 'New application' else 'New message' end,
                 case when is_student and kind = 0
                        then 'Your application for ' || ${pick(ROLES, sql`h`)} || ' Intern is now '
                             || (array['reviewing', 'accepted', 'rejected'])[1 + h % 3]
                      when kind = 0
                        then ${pick(FIRST_NAMES, sql`h`)} || ' ' || ${pick(LAST_NAMES, sql`h / 40`)} || ' applied for '
                             || ${pick(ROLES, sql`h / 7`)} || ' Intern'
                      else ${pick(MESSAGE_SUBJECTS, sql`h`)} end,
                 case when is_student and kind = 0 then 'status_change'
                      when kind = 0 then 'application' else 'message' end,
                 ${age} > 7 * 86400 or h % 4 = 0, ${context.ago(age)}
          from (select g, ${hash(sql`g`, 50)} % 100 < ${n(studentShare)} as is_student,
                       ${hash(sql`g`, 51)} % 3 as kind, ${hash(sql`g`, 52)} as h
                from generate_series(${n(from)}, ${n(to - 1)}) as g) as chosen`;
    },
  };
}

function messageSteps(context: ScaleContext): Step[] {
  const { plan, anyStudent, anyCompany } = context;
  const { accounts } = plan;
  const steps: Step[] = [];
  if (plan.genericMessages > 0) {
    steps.push(messagesStep(context, "messages", plan.genericMessages, anyStudent, anyCompany));
  }
  if (accounts && plan.studentMessages > 0) {
    const student = text(accounts.studentId);
    steps.push(
      messagesStep(context, "benchmark student's messages", plan.studentMessages, student, anyCompany),
    );
  }
  if (accounts && plan.companyMessages > 0) {
    const company = text(accounts.companyId);
    steps.push(
      messagesStep(context, "benchmark company's messages", plan.companyMessages, anyStudent, company),
    );
  }
  return steps;
}

function notificationSteps(context: ScaleContext): Step[] {
  const { plan, anyStudent, anyCompany } = context;
  const { accounts, studentCount } = plan;
  const steps: Step[] = [];
  if (plan.genericNotifications > 0) {
    const user = (isStudent: SQL) =>
      studentCount > 0 ? sql`case when ${isStudent} then ${anyStudent} else ${anyCompany} end` : anyCompany;
    const studentShare = studentCount > 0 ? 70 : 0;
    steps.push(notificationsStep(context, "notifications", plan.genericNotifications, user, studentShare));
  }
  if (accounts && plan.studentNotifications > 0) {
    const user = () => text(accounts.studentId);
    steps.push(
      notificationsStep(context, "benchmark student's notifications", plan.studentNotifications, user, 100),
    );
  }
  if (accounts && plan.companyNotifications > 0) {
    const user = () => text(accounts.companyId);
    steps.push(
      notificationsStep(context, "benchmark company's notifications", plan.companyNotifications, user, 0),
    );
  }
  return steps;
}

/** Every insert of the data set, in the order they run (rows refer to those inserted before them). */
function scaleSteps(context: ScaleContext): Step[] {
  const { plan, generic, owned } = context;
  const { accounts } = plan;
  const steps: Step[] = [companiesStep(context), studentsStep(context), internshipsStep(context, generic)];
  if (accounts) steps.push(internshipsStep(context, owned));
  steps.push(applicationsStep(context, generic, plan.genericApplications, 20));
  if (accounts) steps.push(applicationsStep(context, owned, plan.companyApplications, 24));
  if (accounts && plan.studentApplications > 0)
    steps.push(benchmarkStudentApplicationsStep(context, accounts));
  if (accounts) steps.push(...benchmarkHistorySteps(accounts));
  if (plan.genericBookmarks > 0) steps.push(bookmarksStep(context));
  if (accounts && plan.studentBookmarks > 0) steps.push(benchmarkStudentBookmarksStep(context, accounts));
  steps.push(...messageSteps(context), ...notificationSteps(context));
  return steps;
}

/**
 * Runs the steps in one transaction: the secondary indexes and foreign keys of the loaded tables are
 * dropped, the rows inserted, then the indexes rebuilt and the foreign keys added back, which checks
 * every row at once. That is about four times faster than keeping them up to date row by row, and an
 * interrupted run rolls back to the tables as they were.
 */
async function loadSteps(
  db: Database,
  steps: Step[],
  batchSize: number,
  onProgress: ScaleOptions["onProgress"],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    const rowsByTable = new Map<string, number>();
    for (const step of steps) rowsByTable.set(step.table, (rowsByTable.get(step.table) ?? 0) + step.rows);
    const deferred = await dropIndexesAndForeignKeys(tx, [...rowsByTable.keys()]);
    // Rebuilding an index costs about what inserting a seventh of its table's rows does (measured on
    // PostgreSQL 15); the share of the work done drives the progress bar's ETA.
    const rebuildWeight = (item: DeferredDefinition) =>
      (rowsByTable.get(item.table) ?? 0) * (item.kind === "index" ? 0.15 : 0.06);
    const rowsTotal = steps.reduce((sum, step) => sum + step.rows, 0);
    const workTotal = rowsTotal + deferred.reduce((sum, item) => sum + rebuildWeight(item), 0);
    let rowsDone = 0;
    let workDone = 0;
    const report = (step: string) =>
      onProgress?.({ step, rowsDone, rowsTotal, fraction: workTotal > 0 ? workDone / workTotal : 1 });
    report(steps[0]?.name ?? "done");
    for (const step of steps) {
      for (let from = 0; from < step.rows; from += batchSize) {
        const to = Math.min(step.rows, from + batchSize);
        await tx.execute(step.insert(from, to));
        rowsDone += to - from;
        workDone += to - from;
        report(step.name);
      }
    }
    for (const item of deferred) {
      report(`rebuilding ${item.name}`);
      await tx.execute(sql.raw(item.restore));
      workDone += rebuildWeight(item);
    }
    report("done");
  });
}

/** How many status changes the benchmark accounts' applications have. */
async function countBenchmarkHistory(db: Database, accounts: Accounts): Promise<number> {
  const history = (await db.execute(
    sql`select count(*)::int as count from application_status_changes h join applications a on a.id = h.application_id
            where a.company_id = ${accounts.companyId} or a.student_id = ${accounts.studentId}`,
  )) as unknown as { rows: { count: number }[] };
  return history.rows[0]?.count ?? 0;
}

/**
 * Generates the data set into `db`. Without `benchmarkAccounts` it only needs the tables (the
 * search-plan test uses it so); with them, make the accounts first (`createBenchmarkAccounts`).
 * Row timestamps spread over the year before the call, newest first by number.
 */
export async function generateScaleData(db: Database, options: ScaleOptions): Promise<ScaleResult> {
  const plan = planScaleData(options);
  checkScalePlan(plan);
  const context = scaleContext(plan, new Date());
  await loadSteps(db, scaleSteps(context), plan.batchSize, options.onProgress);
  return {
    companies: plan.companyCount + plan.ownAccounts,
    students: plan.studentCount + plan.ownAccounts,
    internships: plan.internshipCount,
    applications: plan.applicationCount,
    bookmarks: plan.bookmarkCount,
    messages: plan.messageCount,
    notifications: plan.notificationCount,
    companyInternships: plan.companyInternships,
    companyApplications: plan.companyApplications,
    studentApplications: plan.studentApplications,
    statusChanges: plan.accounts ? await countBenchmarkHistory(db, plan.accounts) : 0,
  };
}

type DeferredDefinition = { kind: "index" | "foreign key"; name: string; table: string; restore: string };

/**
 * Drops the indexes of `tables` that back no constraint (primary keys and unique constraints stay, so
 * duplicates still fail) and the foreign keys from them, returning the statements that restore them
 * exactly as they were (from pg_get_indexdef and pg_get_constraintdef), indexes first.
 */
async function dropIndexesAndForeignKeys(db: Executor, tables: string[]): Promise<DeferredDefinition[]> {
  const names = sql.join(
    tables.map((table) => sql`${table}`),
    sql`, `,
  );
  const found = (await db.execute(sql`
    select 'index' as kind, quote_ident(index_class.relname) as name, table_class.relname as "table",
           pg_get_indexdef(i.indexrelid) as restore
    from pg_index i
    join pg_class index_class on index_class.oid = i.indexrelid
    join pg_class table_class on table_class.oid = i.indrelid
    where table_class.relnamespace = current_schema()::regnamespace and table_class.relname in (${names})
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
    union all
    select 'foreign key', quote_ident(c.conname), table_class.relname,
           'alter table ' || quote_ident(table_class.relname) || ' add constraint ' || quote_ident(c.conname)
             || ' ' || pg_get_constraintdef(c.oid)
    from pg_constraint c
    join pg_class table_class on table_class.oid = c.conrelid
    where c.contype = 'f' and table_class.relnamespace = current_schema()::regnamespace
      and table_class.relname in (${names})
    order by 1 desc, 3, 2`)) as unknown as Rows<DeferredDefinition>;
  for (const item of found.rows) {
    await db.execute(
      sql.raw(
        item.kind === "index"
          ? `drop index ${item.name}`
          : `alter table ${item.table} drop constraint ${item.name}`,
      ),
    );
  }
  return found.rows;
}

/** Emails the demo seed makes: a database holding only these and generated ones has no real users. */
const DEMO_EMAILS = [
  demoAdmin.email,
  ...demoCompanies.map((c) => c.email),
  ...demoStudents.map((s) => s.email),
];
const GENERATED_EMAIL = `%@${SCALE_EMAIL_DOMAIN}`;

/** Up to `limit` emails of accounts that neither the generator nor the demo seed made, and their count. */
export async function findRealAccounts(
  db: Database,
  limit = 3,
): Promise<{ count: number; emails: string[] }> {
  const demo = sql.join(
    DEMO_EMAILS.map((email) => sql`${email}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select email, count(*) over ()::int as count from profiles
    where email not like ${GENERATED_EMAIL} and email not in (${demo})
    limit ${n(limit)}`)) as unknown as Rows<{ email: string; count: number }>;
  return { count: result.rows[0]?.count ?? 0, emails: result.rows.map((row) => row.email) };
}

/**
 * Deletes what an earlier run generated. When generated accounts are all the database holds, one
 * TRUNCATE does it in a moment; otherwise (demo or real accounts too) the generated accounts are
 * deleted and their rows go with them by cascade, which takes a while at full size.
 */
export async function removeScaleData(db: Database): Promise<"none" | "truncated" | "deleted"> {
  const result = (await db.execute(sql`
    select count(*) filter (where email like ${GENERATED_EMAIL})::int as generated,
           count(*) filter (where email not like ${GENERATED_EMAIL})::int as others
    from profiles`)) as unknown as Rows<{ generated: number; others: number }>;
  const { generated = 0, others = 0 } = result.rows[0] ?? {};
  if (generated === 0) return "none";
  if (others === 0) {
    await db.execute(sql`truncate profiles cascade`);
    return "truncated";
  }
  await db.execute(sql`delete from profiles where email like ${GENERATED_EMAIL}`);
  return "deleted";
}

export type BenchmarkAccounts = {
  student: { id: string; email: string };
  company: { id: string; email: string };
  admin: { id: string; email: string };
  listeners: { id: string; email: string }[];
};

/**
 * The accounts benchmarks sign in as (a student, a company, an admin and BENCHMARK_LISTENERS students
 * who only listen), made like any trusted account (Better Auth hashes the password).
 */
export async function createBenchmarkAccounts(
  db: Database,
  auth: Auth,
  password: string,
): Promise<BenchmarkAccounts> {
  const student = await createVerifiedAccount(db, auth, {
    email: BENCHMARK_STUDENT_EMAIL,
    password,
    fullName: "Benchmark Student",
    role: "student",
    university: "Technical University of Munich",
    profile: {
      degree: "BSc Computer Science",
      graduationYear: 2027,
      location: "Berlin, Germany",
      bio: "The student a load benchmark signs in as.",
      skills: ["Python", "SQL", "React", "Docker"],
    },
  });
  // A resume URL in the shape the files feature makes (the file itself is not stored).
  await db.execute(sql`
    update profiles set resume_url = '/api/files/' || id || '/resumes/' || ${uuidOf(sql`id`)} || '.pdf'
    where id = ${student.id}`);
  const company = await createVerifiedAccount(db, auth, {
    email: BENCHMARK_COMPANY_EMAIL,
    password,
    fullName: "Benchmark Recruiter",
    role: "company",
    companyName: "Benchmark Robotics",
    profile: {
      companyIndustry: "robotics",
      companySize: "501-1000",
      location: "Munich, Germany",
      website: "https://benchmark-robotics.example.com",
      bio: "The company a load benchmark signs in as; its internships collect many applications.",
    },
  });
  const admin = await createVerifiedAccount(db, auth, {
    email: BENCHMARK_ADMIN_EMAIL,
    password,
    fullName: "Benchmark Admin",
    role: "admin",
  });
  const listeners: { id: string; email: string }[] = [];
  for (let index = 0; index < BENCHMARK_LISTENERS; index += 1) {
    listeners.push(
      await createVerifiedAccount(db, auth, {
        email: benchmarkListenerEmail(index),
        password,
        fullName: `Benchmark Listener ${index}`,
        role: "student",
        university: "Technical University of Munich",
      }),
    );
  }
  return { student, company, admin, listeners };
}

export type SeedScaleOptions = Omit<ScaleOptions, "benchmarkAccounts" | "prefix"> & {
  /** Password of the two benchmark accounts. */
  password: string;
  /** Run even though the database holds accounts that are neither generated nor demo ones. */
  force?: boolean;
  /** Told when a phase starts. */
  onPhase?: (phase: "removing" | "accounts" | "generating" | "vacuuming") => void;
};

export class RealAccountsError extends Error {
  constructor(
    readonly count: number,
    readonly emails: string[],
  ) {
    super(
      `The database holds ${count} account(s) that the generator and the demo seed did not make (${emails.join(", ")}${
        count > emails.length ? ", ..." : ""
      }). Use a scratch database, or pass --force to add generated data anyway.`,
    );
    this.name = "RealAccountsError";
  }
}

/**
 * `npm run seed:scale`: replaces earlier generated data with a fresh data set and the two benchmark
 * accounts, then runs VACUUM ANALYZE. Refuses a database with real accounts unless `force`.
 */
export async function seedScaleData(
  db: Database,
  auth: Auth,
  options: SeedScaleOptions,
): Promise<ScaleResult & { accounts: BenchmarkAccounts; removed: "none" | "truncated" | "deleted" }> {
  const { password, force = false, onPhase, ...sizes } = options;
  const real = await findRealAccounts(db);
  if (real.count > 0 && !force) throw new RealAccountsError(real.count, real.emails);
  onPhase?.("removing");
  const removed = await removeScaleData(db);
  onPhase?.("accounts");
  const accounts = await createBenchmarkAccounts(db, auth, password);
  onPhase?.("generating");
  const result = await generateScaleData(db, {
    ...sizes,
    benchmarkAccounts: { studentId: accounts.student.id, companyId: accounts.company.id },
  });
  // VACUUM too: a freshly loaded table has no visibility map, so until autovacuum gets to it counts
  // read the whole table instead of an index (71 ms instead of 14 ms for browse's total at 100k), and
  // benchmarks would depend on when autovacuum ran. A live database is in the vacuumed state.
  onPhase?.("vacuuming");
  await db.execute(sql`vacuum analyze`);
  return { ...result, accounts, removed };
}
