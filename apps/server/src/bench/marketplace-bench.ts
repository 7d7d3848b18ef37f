/**
 * `npm run bench`: generates a large marketplace (100k internships, 200k
 * applications by default) and measures the main list endpoints through the
 * real app, printing p50 / p95 / max per endpoint.
 *
 *   BENCH_DATABASE_URL=postgres://...  a scratch PostgreSQL database (its tables are created;
 *                                       it must be empty) instead of an in-memory PGlite
 *   BENCH_INTERNSHIPS, BENCH_APPLICATIONS, BENCH_RUNS   sizes (defaults 100000, 200000, 30)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { type DatabaseHandle, openPglite, openPostgres } from "../db/client.ts";
import { generateScaleData } from "../db/seed/scale.ts";
import { createVerifiedAccount } from "../features/account/create-account.ts";
import { createDevMailbox } from "../mail/mailer.ts";

const INTERNSHIPS = Number(process.env.BENCH_INTERNSHIPS ?? 100_000);
const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 200_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const PASSWORD = "bench-password-123";
const ORIGIN = "http://localhost:3999";

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "internpath-bench-"));
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const database: DatabaseHandle = databaseUrl ? openPostgres(databaseUrl) : await openPglite();
  try {
    await database.migrate();
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      APP_URL: ORIGIN,
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret-00",
      SEED_DEMO: "false",
    });
    const { app, auth } = createApp({
      config,
      db: database.db,
      mailer: createDevMailbox(dataDir, config.mailFrom),
    });

    let started = Date.now();
    await generateScaleData(database.db, {
      internships: INTERNSHIPS,
      applications: APPLICATIONS,
      prefix: "bench",
    });
    await database.db.execute(sql`analyze`);
    console.log(
      `${database.kind}: ${INTERNSHIPS} internships, ${APPLICATIONS} applications generated in ${Date.now() - started} ms`,
    );

    // Two people who can sign in: a student with skills, and a company that takes over one generated company's
    // internships (and so their applications).
    const student = await createVerifiedAccount(database.db, auth, {
      email: "bench-student@example.com",
      password: PASSWORD,
      fullName: "Bench Student",
      role: "student",
      university: "Bench University",
      profile: { skills: ["React", "SQL", "Kubernetes"], resumeUrl: "/api/files/bench/resumes/x.pdf" },
    });
    const company = await createVerifiedAccount(database.db, auth, {
      email: "bench-company@example.com",
      password: PASSWORD,
      fullName: "Bench Recruiter",
      role: "company",
      companyName: "Bench Company",
    });
    await database.db.execute(
      sql`update internships set company_id = ${company.id} where company_id = 'bench-company-1'`,
    );

    async function signIn(email: string): Promise<string> {
      const response = await app.request("/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
      return response.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
    }
    const cookies = {
      anonymous: "",
      student: await signIn(student.email),
      company: await signIn(company.email),
    };

    async function get(who: keyof typeof cookies, url: string) {
      const response = await app.request(url, { headers: { origin: ORIGIN, cookie: cookies[who] } });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`${url}: ${response.status} ${body.slice(0, 200)}`);
      return body;
    }
    const firstPage = JSON.parse(await get("anonymous", "/api/internships?limit=100"));
    let deepCursor: string = firstPage.nextCursor;
    for (let page = 0; page < 20; page++) {
      deepCursor = JSON.parse(
        await get("anonymous", `/api/internships?limit=100&after=${deepCursor}`),
      ).nextCursor;
    }
    const someId: string = firstPage.items[0].id;
    const ownInternship = (await database.db.execute(
      sql`select id from internships where company_id = ${company.id} limit 1`,
    )) as unknown as { rows: { id: string }[] };

    const cases: [keyof typeof cookies, string, string][] = [
      ["anonymous", "browse, first page", "/api/internships"],
      ["anonymous", "browse, page 21 (after 2,100 rows)", `/api/internships?after=${deepCursor}`],
      ["student", "browse as a student (bookmarks, match)", "/api/internships"],
      ["anonymous", "browse, rare search", "/api/internships?q=crimson%20otter"],
      ["anonymous", "browse, common search", "/api/internships?q=kubernetes"],
      ["anonymous", "browse, filters", "/api/internships?type=part-time&location=berlin&remote=true"],
      ["student", "internship detail", `/api/internships/${someId}`],
      ["student", "similar internships", `/api/internships/${someId}/similar`],
      ["student", "student dashboard", "/api/dashboard/student"],
      ["student", "my applications", "/api/applications/mine"],
      ["student", "bookmarks", "/api/bookmarks"],
      ["company", "company dashboard", "/api/dashboard/company"],
      ["company", "manage internships", "/api/company/internships"],
      ["company", "manage internships, title search", "/api/company/internships?q=intern"],
      ["company", "review applications", "/api/company/applications"],
      ["company", "review applications, name search", "/api/company/applications?q=student%2012"],
      [
        "company",
        "review applications, one internship",
        `/api/company/applications?internshipId=${ownInternship.rows[0]?.id ?? ""}`,
      ],
      ["company", "CSV export (all the company's applications)", "/api/company/applications/export"],
    ];

    console.log(
      `\n${"endpoint".padEnd(48)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"max ms".padStart(8)}`,
    );
    for (const [who, label, url] of cases) {
      await get(who, url);
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        started = performance.now();
        await get(who, url);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const cells = [percentile(times, 0.5), percentile(times, 0.95), times.at(-1) ?? 0].map((value) =>
        value.toFixed(1).padStart(8),
      );
      console.log(`${label.padEnd(48)} ${cells.join(" ")}`);
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
