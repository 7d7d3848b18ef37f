import { timestamp, uuid } from "drizzle-orm/pg-core";

/** A row's id: a random UUID PostgreSQL makes when none is given. */
export const uuidId = () => uuid("id").primaryKey().defaultRandom();
/** A point in time, kept with its offset and read as a `Date`. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
export const createdAt = () => timestampTz("created_at").notNull().defaultNow();
export const updatedAt = () => timestampTz("updated_at").notNull().defaultNow();

export function sqlList(values: readonly string[]): string {
  return values.map((value) => `'${value}'`).join(", ");
}
