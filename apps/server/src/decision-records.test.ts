import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/decisions: each record has its header (title, Date, Status), says which records supersede it and
 * which it supersedes, both ends agree, and docs/decisions/README.md indexes every record as it stands.
 */

const FOLDER = path.resolve(import.meta.dirname, "../../../docs/decisions");
const RECORD_FILE = /^(\d{3})-[a-z0-9-]+\.md$/;
const LINK = /\[(?:decision )?(\d{3})\]\((\d{3})-[a-z0-9-]+\.md\)/g;

type DecisionRecord = {
  number: string;
  file: string;
  title: string;
  date: string;
  status: string;
  supersededBy: string[];
  supersedes: string[];
};

/** The records a piece of text links to, by number, in order (a link must point to the record it names). */
function linked(text: string): string[] {
  return [...text.matchAll(LINK)]
    .map(([link, number, target]) => {
      if (number !== target) throw new Error(`${link} names one record and points to another`);
      return number!;
    })
    .sort();
}

/** The header field's text, lines joined; "" when the record has none. */
function field(text: string, name: string): string {
  return new RegExp(`\\n${name}: ([^]*?)\\n\\n`).exec(text)?.[1]?.replace(/\n/g, " ") ?? "";
}

function readRecord(file: string): DecisionRecord {
  const text = readFileSync(path.join(FOLDER, file), "utf8");
  const heading = /^# (\d{3}): (.+)\n/.exec(text);
  const status = field(text, "Status");
  return {
    number: RECORD_FILE.exec(file)![1]!,
    file,
    title: heading?.[2] ?? "",
    date: field(text, "Date"),
    status,
    supersededBy: linked(status),
    supersedes: linked(field(text, "Supersedes")),
  };
}

const records = readdirSync(FOLDER)
  .filter((file) => RECORD_FILE.test(file))
  .sort()
  .map(readRecord);
const byNumber = new Map(records.map((record) => [record.number, record]));

describe("decision records", () => {
  it.each(records)("$file has its number, title, date and status", (record) => {
    expect(readFileSync(path.join(FOLDER, record.file), "utf8")).toMatch(new RegExp(`^# ${record.number}: `));
    expect(record.title).not.toBe("");
    expect(record.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(record.status).toMatch(/^(accepted|superseded by |accepted; partly superseded by )/);
    expect(record.status.includes("superseded")).toBe(record.supersededBy.length > 0);
  });

  it("say on both ends what supersedes what", () => {
    const oneSided: string[] = [];
    for (const record of records) {
      for (const older of record.supersedes) {
        if (!byNumber.get(older)?.supersededBy.includes(record.number)) {
          oneSided.push(`${record.number} supersedes ${older}, whose status does not say so`);
        }
      }
      for (const newer of record.supersededBy) {
        if (!byNumber.get(newer)?.supersedes.includes(record.number)) {
          oneSided.push(`${record.number} is superseded by ${newer}, whose Supersedes line does not say so`);
        }
      }
    }
    expect(oneSided).toEqual([]);
  });

  it("are each a row of docs/decisions/README.md, as they stand", () => {
    const index = readFileSync(path.join(FOLDER, "README.md"), "utf8");
    const rows = index
      .split("\n")
      .filter((line) => /^\| \[\d{3}\]/.test(line))
      .map((line) => {
        const [record = "", title, date, status = "", supersedes = ""] = line
          .split(" | ")
          .map((cell) => cell.replace(/^\| ?| ?\|$/g, "").trim());
        return {
          number: linked(record)[0],
          file: /\(([^)]+)\)/.exec(record)?.[1],
          title,
          date,
          status: status.startsWith("accepted") ? "accepted" : status.split(" ")[0],
          supersededBy: linked(status),
          supersedes: linked(supersedes),
        };
      });
    expect(rows).toEqual(
      records.map((record) => ({
        number: record.number,
        file: record.file,
        title: record.title,
        date: record.date,
        status: record.status.startsWith("accepted") ? "accepted" : "superseded",
        supersededBy: record.supersededBy,
        supersedes: record.supersedes,
      })),
    );
  });
});
