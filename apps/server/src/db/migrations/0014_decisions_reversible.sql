CREATE TABLE "application_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"company_id" text NOT NULL,
	"student_id" text NOT NULL,
	"decided_by" text,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"reason" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "application_decisions_to_check" CHECK ("application_decisions"."to_status" in ('accepted', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "application_decisions" ADD CONSTRAINT "application_decisions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_decisions" ADD CONSTRAINT "application_decisions_decided_by_profiles_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_decisions_open_unique" ON "application_decisions" USING btree ("application_id") WHERE "application_decisions"."settled_at" is null and "application_decisions"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "application_decisions_open_due_idx" ON "application_decisions" USING btree ("effective_at") WHERE "application_decisions"."settled_at" is null and "application_decisions"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "application_decisions_open_company_idx" ON "application_decisions" USING btree ("company_id","effective_at") WHERE "application_decisions"."settled_at" is null and "application_decisions"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "application_decisions_open_student_idx" ON "application_decisions" USING btree ("student_id","effective_at") WHERE "application_decisions"."settled_at" is null and "application_decisions"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "application_decisions_application_idx" ON "application_decisions" USING btree ("application_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "application_decisions_decided_by_idx" ON "application_decisions" USING btree ("decided_by");