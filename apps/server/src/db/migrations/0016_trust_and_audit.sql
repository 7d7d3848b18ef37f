CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" text NOT NULL,
	"admin_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "internship_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"internship_id" uuid NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"outcome" text,
	CONSTRAINT "internship_reports_internship_reporter_unique" UNIQUE("internship_id","reporter_id"),
	CONSTRAINT "internship_reports_reason_check" CHECK (reason in ('scam', 'unpaid', 'discriminatory', 'unavailable', 'other')),
	CONSTRAINT "internship_reports_outcome_check" CHECK (outcome in ('dismissed', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "verification" text DEFAULT 'unreviewed' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "verification_reason" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "company_live" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "internship_reports" ADD CONSTRAINT "internship_reports_internship_id_internships_id_fk" FOREIGN KEY ("internship_id") REFERENCES "public"."internships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internship_reports" ADD CONSTRAINT "internship_reports_reporter_id_profiles_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internship_reports" ADD CONSTRAINT "internship_reports_resolved_by_profiles_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_audit_log_admin_created_idx" ON "admin_audit_log" USING btree ("admin_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_audit_log_action_created_idx" ON "admin_audit_log" USING btree ("action","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_audit_log_target_created_idx" ON "admin_audit_log" USING btree ("target_type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "internship_reports_reporter_idx" ON "internship_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "internship_reports_resolved_by_idx" ON "internship_reports" USING btree ("resolved_by");--> statement-breakpoint
CREATE INDEX "internship_reports_open_created_idx" ON "internship_reports" USING btree ("created_at" DESC NULLS LAST,"internship_id") WHERE "internship_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "profiles_review_queue_idx" ON "profiles" USING btree ("review_requested_at","id") WHERE "profiles"."review_requested_at" is not null;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_verification_check" CHECK (verification in ('unreviewed', 'pending', 'verified', 'rejected', 'revoked'));