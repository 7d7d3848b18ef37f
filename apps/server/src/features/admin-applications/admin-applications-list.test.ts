import type { AdminApplicationRow } from "@internpath/shared/admin-application-answers";
import {
  ADMIN_APPLICATION_SORTS,
  type AdminApplicationSort,
  type SortDirection,
} from "@internpath/shared/admin-applications-schemas";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import type { Actor } from "../../auth/session.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { openTestDatabase } from "../../testing/test-database.ts";
import {
  type GeneratedData,
  generateApplications,
  type PlainRow,
  readAllApplications,
} from "./admin-applications-data.ts";
import { exportAdminApplications } from "./export-admin-applications.service.ts";
import { findAdminApplications } from "./find-admin-applications.service.ts";

vi.setConfig({ testTimeout: 240_000 });

/**
 * Manage Applications against a brute-force answer: every search, filter and sort, in both directions,
 * page by page forwards and back again, read both ways the server can (gathering the matches, and
 * walking the sort's index), equals filtering and sorting all rows in JavaScript.
 */

let database: DatabaseHandle;
let data: GeneratedData;
let all: PlainRow[];
const admin: Actor = { id: "admin-for-list", email: "admin@example.com", role: "admin" };

beforeAll(async () => {
  database = await openTestDatabase(inject("pgliteImage"));
  data = await generateApplications(database.db, { prefix: "list", applicationCount: 260 });
  all = await readAllApplications(database.db);
}, 240_000);
afterAll(() => database?.close());

type Filters = { q?: string; status?: string; companyId?: string; internshipId?: string };

const contains = (value: string | null, q: string) => (value ?? "").toLowerCase().includes(q.toLowerCase());
const byBytes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function matches(row: PlainRow, filters: Filters): boolean {
  if (filters.status && row.status !== filters.status) return false;
  if (filters.companyId && row.companyId !== filters.companyId) return false;
  if (filters.internshipId && row.internshipId !== filters.internshipId) return false;
  if (filters.q) {
    const q = filters.q;
    return contains(row.studentName, q) || contains(row.companyName, q) || contains(row.internshipTitle, q);
  }
  return true;
}

function groupOf(row: PlainRow, sort: AdminApplicationSort): [string, string] {
  switch (sort) {
    case "student":
      return [row.studentName.toLowerCase(), row.studentId];
    case "company":
      return [(row.companyName ?? "").toLowerCase(), row.companyId];
    case "internship":
      return [row.internshipTitle.toLowerCase(), row.internshipId];
    case "status":
      return [row.status, row.status];
    case "appliedAt":
      return ["", ""];
  }
}

/** The spec's order: the column, then newest first; the date sort is the date, then the id. */
function bruteForce(filters: Filters, sort: AdminApplicationSort, dir: SortDirection): string[] {
  const sign = dir === "asc" ? 1 : -1;
  return all
    .filter((row) => matches(row, filters))
    .sort((a, b) => {
      const newestFirst = -(byBytes(a.createdKey, b.createdKey) || byBytes(a.id, b.id));
      if (sort === "appliedAt") return -sign * newestFirst;
      const [keyA, idA] = groupOf(a, sort);
      const [keyB, idB] = groupOf(b, sort);
      return sign * (byBytes(keyA, keyB) || byBytes(idA, idB)) || newestFirst;
    })
    .map((row) => row.id);
}

async function readAllPages(query: Record<string, unknown>, setLimit: number) {
  const forward: AdminApplicationRow[][] = [];
  let page = await findAdminApplications(database.db, admin, query, { setLimit });
  forward.push(page.items);
  let guard = 0;
  while (page.nextCursor && guard++ < 200) {
    page = await findAdminApplications(
      database.db,
      admin,
      { ...query, after: page.nextCursor },
      { setLimit },
    );
    forward.push(page.items);
  }
  // Back from the last page to the first, through the previous-page cursors.
  const backward: AdminApplicationRow[][] = [page.items];
  guard = 0;
  while (page.prevCursor && guard++ < 200) {
    page = await findAdminApplications(
      database.db,
      admin,
      { ...query, before: page.prevCursor },
      { setLimit },
    );
    backward.unshift(page.items);
  }
  return { forward, backward, lastPrevCursor: page.prevCursor };
}

const ids = (pages: AdminApplicationRow[][]) => pages.flat().map((item) => item.id);

function shapes(): Filters[] {
  return [
    {},
    { status: "pending" },
    { companyId: data.companyIds[0] },
    { companyId: data.companyIds[5], status: "accepted" },
    { internshipId: data.internshipIds[0] },
    { q: "ann" },
    { q: "%" },
    { q: "_" },
    { q: "'" },
    { q: '"' },
    { q: "acme, inc" },
    { q: "intern", companyId: data.companyIds[1] },
    { q: "no such thing" },
  ];
}

describe("Manage Applications equals a brute-force answer", () => {
  it("generated ties, odd characters and several groups of each kind", () => {
    expect(all.length).toBeGreaterThan(200);
    expect(new Set(all.map((row) => row.createdKey)).size).toBeLessThan(all.length / 4);
  });

  for (const sort of ADMIN_APPLICATION_SORTS) {
    for (const dir of ["asc", "desc"] as const) {
      it(`sorted by ${sort} ${dir}: every search and filter, all pages forwards and back, both ways of reading`, async () => {
        for (const filters of shapes()) {
          const expected = bruteForce(filters, sort, dir);
          // The default limit gathers the sparse matches; 0 makes every read walk the sort's index.
          for (const setLimit of [10_000, 0]) {
            const { forward, backward } = await readAllPages({ ...filters, sort, dir, limit: 9 }, setLimit);
            const where = `${JSON.stringify(filters)} setLimit=${setLimit}`;
            expect(ids(forward), where).toEqual(expected);
            expect(ids(backward), where).toEqual(expected);
            expect(
              forward.slice(0, -1).every((items) => items.length === 9),
              where,
            ).toBe(true);
          }
        }
      });
    }
  }

  it("counts exactly what matches, from the counters, along an internship, or by counting a search", async () => {
    for (const filters of shapes()) {
      const page = await findAdminApplications(database.db, admin, { ...filters, limit: 5 });
      expect(page.total, JSON.stringify(filters)).toBe(all.filter((row) => matches(row, filters)).length);
      expect(page.isTotalCapped).toBe(false);
    }
  });

  it("stops counting a search beyond the limit and says so", async () => {
    const page = await findAdminApplications(database.db, admin, { q: "a" }, { setLimit: 10 });
    expect(all.filter((row) => matches(row, { q: "a" })).length).toBeGreaterThan(10);
    expect(page).toMatchObject({ total: 10, isTotalCapped: true });
    expect(page.items).toHaveLength(20);
  });

  it("answers the chosen filters' names, and null for one that does not exist", async () => {
    const company = all.find((row) => row.companyId === data.companyIds[0])!;
    const internship = all.find((row) => row.internshipId === data.internshipIds[2])!;
    const page = await findAdminApplications(database.db, admin, {
      companyId: data.companyIds[0],
      internshipId: data.internshipIds[2],
    });
    expect(page.filterLabels).toEqual({
      company: company.companyName,
      internship: internship.internshipTitle,
    });
    const none = await findAdminApplications(database.db, admin, {
      companyId: "no-such-company",
      internshipId: "00000000-0000-4000-8000-000000000000",
    });
    expect(none).toMatchObject({ items: [], total: 0, filterLabels: { company: null, internship: null } });
    expect((await findAdminApplications(database.db, admin, {})).filterLabels).toEqual({});
  });

  it("shows each row's student, internship and company", async () => {
    const page = await findAdminApplications(database.db, admin, { limit: 100 });
    for (const item of page.items) {
      const row = all.find((candidate) => candidate.id === item.id)!;
      expect(item).toEqual({
        id: row.id,
        status: row.status,
        createdAt: `${row.createdKey.slice(0, 23)}Z`,
        updatedAt: `${row.updatedKey.slice(0, 23)}Z`,
        student: { id: row.studentId, fullName: row.studentName, email: row.studentEmail },
        internship: { id: row.internshipId, title: row.internshipTitle },
        company: { id: row.companyId, companyName: row.companyName },
      });
    }
  });

  it("refuses a cursor made for another sort or direction", async () => {
    const page = await findAdminApplications(database.db, admin, { sort: "student", limit: 5 });
    for (const query of [
      { sort: "company", after: page.nextCursor },
      { sort: "student", dir: "desc", after: page.nextCursor },
    ]) {
      await expect(findAdminApplications(database.db, admin, query)).rejects.toMatchObject({
        status: 400,
        message: "The page cursor is not valid",
      });
    }
  });
});

/** RFC 4180, as a spreadsheet reads it. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      record.push(cell);
      cell = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      record.push(cell);
      records.push(record);
      record = [];
      cell = "";
      index++;
    } else cell += char;
  }
  if (cell !== "" || record.length > 0) throw new Error("The CSV does not end with CRLF");
  return records;
}

const neutralised = (value: string | null) => {
  const text = value ?? "";
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
};

async function readStream(body: ReadableStream<Uint8Array>) {
  const chunks: Uint8Array[] = [];
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return { chunks, text: Buffer.concat(chunks).toString("utf8") };
}

describe("the CSV export", () => {
  it("holds every matching row once, in the list's order, and reads back as the rows", async () => {
    for (const [filters, sort, dir] of [
      [{}, "student", "asc"],
      [{ q: "a" }, "company", "desc"],
      [{ status: "rejected" }, "appliedAt", "desc"],
      [{ internshipId: data.internshipIds[6] }, "internship", "asc"],
    ] as const) {
      // Batches of 7: the stream reads many batches, each after the last row sent.
      const exported = await exportAdminApplications(
        database.db,
        admin,
        { ...filters, sort, dir },
        { batchSize: 7 },
      );
      expect(exported.fileName).toMatch(/^applications_export_\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.csv$/);
      const { chunks, text } = await readStream(exported.body);
      const [header, ...records] = parseCsv(text);
      expect(header).toEqual([
        "Student Name",
        "Email",
        "Internship",
        "Company",
        "Status",
        "Applied Date",
        "Updated Date",
      ]);
      const expected = bruteForce(filters, sort, dir).map((id) => {
        const row = all.find((candidate) => candidate.id === id)!;
        return [
          neutralised(row.studentName),
          neutralised(row.studentEmail),
          neutralised(row.internshipTitle),
          neutralised(row.companyName),
          row.status.charAt(0).toUpperCase() + row.status.slice(1),
          row.createdKey.slice(0, 10),
          row.updatedKey.slice(0, 10),
        ];
      });
      expect(records).toEqual(expected);
      expect(chunks.length).toBeGreaterThan(expected.length / 7);
    }
  });

  it("carries names with commas, quotes, line breaks and formula prefixes safely", async () => {
    const { text } = await readStream(
      (await exportAdminApplications(database.db, admin, { sort: "student" })).body,
    );
    expect(text).toContain('"Comma, Name"');
    expect(text).toContain('"Zed ""Q"" Quinn"');
    expect(text).toContain('"line\nbreak"');
    expect(text).toContain("'+plus Person");
    expect(text).toContain("'-minus Person");
    expect(text).toContain("'@at Person");
    expect(text).toContain("'=cmd|' /C calc'!A0");
    expect(text).not.toMatch(/(^|,)[=+\-@]/m);
  });

  it("answers 404 'No applications to export' when nothing matches", async () => {
    await expect(
      exportAdminApplications(database.db, admin, { q: "nothing matches this" }),
    ).rejects.toMatchObject({ status: 404, message: "No applications to export" });
  });
});
