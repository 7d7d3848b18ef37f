-- Applications already there are counted once; from here on the triggers keep the counts.
INSERT INTO "internship_application_counts" ("internship_id", "count")
SELECT "internship_id", count(*) FROM "applications" GROUP BY "internship_id";--> statement-breakpoint
INSERT INTO "application_daily_counts" ("day", "company_id", "count")
SELECT ("created_at" AT TIME ZONE 'UTC')::date, "company_id", count(*) FROM "applications" GROUP BY 1, 2;--> statement-breakpoint
-- One function for the three statement-level triggers below, as for application_counts (migration 0006):
-- it adds the rows a statement wrote and subtracts the rows it removed, per internship and per (UTC day,
-- company), in the same transaction. An UPDATE only moves rows whose internship, company or day changed
-- (a status change touches neither table). Named to fire after "applications_counted_*" (triggers fire in
-- name order), so a write has already locked its company's counters when it reaches these rows.
CREATE FUNCTION "internpath_tally_applications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "internship_application_counts" AS counted
    SET "count" = counted."count" - removed."total"
    FROM (SELECT "internship_id", count(*) AS "total" FROM "old_rows" GROUP BY "internship_id") AS removed
    WHERE counted."internship_id" = removed."internship_id";
    UPDATE "application_daily_counts" AS counted
    SET "count" = counted."count" - removed."total"
    FROM (
      SELECT ("created_at" AT TIME ZONE 'UTC')::date AS "day", "company_id", count(*) AS "total"
      FROM "old_rows" GROUP BY 1, 2
    ) AS removed
    WHERE counted."day" = removed."day" AND counted."company_id" = removed."company_id";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "internship_application_counts" ("internship_id", "count")
    SELECT "internship_id", count(*) FROM "new_rows" GROUP BY "internship_id"
    ON CONFLICT ("internship_id") DO UPDATE
    SET "count" = "internship_application_counts"."count" + excluded."count";
    INSERT INTO "application_daily_counts" ("day", "company_id", "count")
    SELECT ("created_at" AT TIME ZONE 'UTC')::date, "company_id", count(*) FROM "new_rows" GROUP BY 1, 2
    ON CONFLICT ("day", "company_id") DO UPDATE
    SET "count" = "application_daily_counts"."count" + excluded."count";
  ELSE
    WITH "moves" AS (
      SELECT o."internship_id" AS "old_internship", n."internship_id" AS "new_internship"
      FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
      WHERE o."internship_id" <> n."internship_id"
    ), "changes" AS (
      SELECT "old_internship" AS "internship_id", -1 AS "change" FROM "moves"
      UNION ALL
      SELECT "new_internship", 1 FROM "moves"
    )
    INSERT INTO "internship_application_counts" ("internship_id", "count")
    SELECT "internship_id", sum("change") FROM "changes" GROUP BY 1
    ON CONFLICT ("internship_id") DO UPDATE
    SET "count" = "internship_application_counts"."count" + excluded."count";
    WITH "moves" AS (
      SELECT ("o"."created_at" AT TIME ZONE 'UTC')::date AS "old_day", o."company_id" AS "old_company",
             ("n"."created_at" AT TIME ZONE 'UTC')::date AS "new_day", n."company_id" AS "new_company"
      FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
      WHERE o."company_id" <> n."company_id"
         OR ("o"."created_at" AT TIME ZONE 'UTC')::date <> ("n"."created_at" AT TIME ZONE 'UTC')::date
    ), "changes" AS (
      SELECT "old_day" AS "day", "old_company" AS "company_id", -1 AS "change" FROM "moves"
      UNION ALL
      SELECT "new_day", "new_company", 1 FROM "moves"
    )
    INSERT INTO "application_daily_counts" ("day", "company_id", "count")
    SELECT "day", "company_id", sum("change") FROM "changes" GROUP BY 1, 2
    ON CONFLICT ("day", "company_id") DO UPDATE
    SET "count" = "application_daily_counts"."count" + excluded."count";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "applications_tallied_on_insert" AFTER INSERT ON "applications"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "internpath_tally_applications"();--> statement-breakpoint
CREATE TRIGGER "applications_tallied_on_update" AFTER UPDATE ON "applications"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "internpath_tally_applications"();--> statement-breakpoint
CREATE TRIGGER "applications_tallied_on_delete" AFTER DELETE ON "applications"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "internpath_tally_applications"();
