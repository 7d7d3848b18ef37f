CREATE TABLE "application_counts" (
	"company_id" text NOT NULL,
	"status" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "application_counts_company_id_status_pk" PRIMARY KEY("company_id","status")
);
--> statement-breakpoint
ALTER TABLE "application_counts" ADD CONSTRAINT "application_counts_company_id_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Applications already there are counted once; from here on the triggers keep the counts.
INSERT INTO "application_counts" ("company_id", "status", "count")
SELECT "company_id", "status", count(*) FROM "applications" GROUP BY "company_id", "status";--> statement-breakpoint
-- One function for the three statement-level triggers below: it adds the rows a statement wrote and
-- subtracts the rows it removed, per company and status, in the same transaction (so a rolled-back
-- statement leaves the counts as they were). An UPDATE subtracts its old rows and adds its new ones.
CREATE FUNCTION "internpath_count_applications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "application_counts" AS counted
    SET "count" = counted."count" - removed."total"
    FROM (SELECT "company_id", "status", count(*) AS "total" FROM "old_rows" GROUP BY "company_id", "status") AS removed
    WHERE counted."company_id" = removed."company_id" AND counted."status" = removed."status";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "application_counts" ("company_id", "status", "count")
    SELECT "company_id", "status", count(*) FROM "new_rows" GROUP BY "company_id", "status"
    ON CONFLICT ("company_id", "status") DO UPDATE SET "count" = "application_counts"."count" + excluded."count";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "applications_counted_on_insert" AFTER INSERT ON "applications"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "internpath_count_applications"();--> statement-breakpoint
CREATE TRIGGER "applications_counted_on_update" AFTER UPDATE ON "applications"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "internpath_count_applications"();--> statement-breakpoint
CREATE TRIGGER "applications_counted_on_delete" AFTER DELETE ON "applications"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "internpath_count_applications"();
