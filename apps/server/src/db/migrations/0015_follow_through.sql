CREATE TABLE "company_responsiveness" (
	"company_id" text PRIMARY KEY NOT NULL,
	"applications" integer NOT NULL,
	"responded" integer NOT NULL,
	"median_response_days" double precision,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"slot" text NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"affected" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_runs_job_slot_pk" PRIMARY KEY("job","slot")
);
--> statement-breakpoint
ALTER TABLE "application_status_changes" DROP CONSTRAINT "application_status_changes_to_check";--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_status_check";--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "confirmed_open_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "confirm_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_responsiveness" ADD CONSTRAINT "company_responsiveness_company_id_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "internships_open_deadline_due_idx" ON "internships" USING btree ("deadline") WHERE "internships"."status" = 'open' and "internships"."deadline" is not null;--> statement-breakpoint
CREATE INDEX "internships_open_undated_idx" ON "internships" USING btree (coalesce("confirmed_open_at", "created_at")) WHERE "internships"."status" = 'open' and "internships"."deadline" is null;--> statement-breakpoint
CREATE INDEX "internships_closed_at_idx" ON "internships" USING btree ("closed_at") WHERE "internships"."status" = 'closed';--> statement-breakpoint
ALTER TABLE "application_status_changes" ADD CONSTRAINT "application_status_changes_to_check" CHECK (to_status in ('pending', 'reviewing', 'accepted', 'rejected', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_check" CHECK (status in ('pending', 'reviewing', 'accepted', 'rejected', 'withdrawn'));--> statement-breakpoint
-- Postings closed before this migration count as closed when it ran (their 30 days start now).
UPDATE "internships" SET "closed_at" = now() WHERE "status" = 'closed';--> statement-breakpoint
-- Whoever closes or reopens a posting (its company, an admin, a scheduled job), closed_at follows.
CREATE FUNCTION internpath_internship_closed_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'closed' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'closed') THEN
    NEW.closed_at := coalesce(NEW.closed_at, now());
  ELSIF NEW.status <> 'closed' THEN
    NEW.closed_at := NULL;
  END IF;
  IF NEW.status = 'open' AND TG_OP = 'UPDATE' AND OLD.status IS DISTINCT FROM 'open' THEN
    NEW.confirm_requested_at := NULL;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "internships_closed_at" BEFORE INSERT OR UPDATE OF "status" ON "internships"
FOR EACH ROW EXECUTE FUNCTION internpath_internship_closed_at();
