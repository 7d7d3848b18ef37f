import { fillPlaceholders, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";

/** One node of a JSON EXPLAIN, with the fields the plan tests look at. */
export type PlanNode = {
  "Node Type": string;
  "Index Name"?: string;
  "Relation Name"?: string;
  Plans?: PlanNode[];
};

export type PlanMode = "force_custom_plan" | "force_generic_plan";

function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (Array.isArray(value))
    return `'{${value.map((item) => `"${String(item).replaceAll('"', '\\"')}"`).join(",")}}'`;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return `'${String(value).replaceAll("'", "''")}'`;
}

/**
 * Every node of the plan PostgreSQL (or PGlite) makes for a prepared statement with these values:
 * `force_custom_plan` as it plans for the given values, `force_generic_plan` as it plans for any
 * values (the plan a named statement may settle on). One transaction keeps one connection.
 */
export async function planOf(
  db: Database,
  query: { toSQL(): { sql: string; params: unknown[] } },
  values: Record<string, unknown>,
  mode: PlanMode,
): Promise<PlanNode[]> {
  const { sql: text, params } = query.toSQL();
  const args = fillPlaceholders(params, values).map(literal);
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local plan_cache_mode = ${mode}`));
    await tx.execute(sql.raw(`prepare plan_probe as ${text}`));
    const result = (await tx.execute(
      sql.raw(`explain (format json) execute plan_probe${args.length > 0 ? `(${args.join(", ")})` : ""}`),
    )) as unknown as { rows: Record<string, unknown>[] };
    await tx.execute(sql.raw("deallocate plan_probe"));
    const cell = Object.values(result.rows[0]!)[0];
    const [explained] = (typeof cell === "string" ? JSON.parse(cell) : cell) as [{ Plan: PlanNode }];
    return nodesOf(explained.Plan);
  });
}

/** A node that reads every row of `table`. */
export const seqScanOf = (table: string) => (node: PlanNode) =>
  node["Node Type"] === "Seq Scan" && node["Relation Name"] === table;

/**
 * The name a prepared statement is sent to PostgreSQL with ("" for one planned at each execution).
 * PGlite's driver sends none, so there it is always "".
 */
export function statementNameOf(prepared: unknown): string {
  return (prepared as { rawQueryConfig?: { name?: string } }).rawQueryConfig?.name ?? "";
}
