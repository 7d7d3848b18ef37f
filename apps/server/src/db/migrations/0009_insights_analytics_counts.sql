CREATE TABLE "application_daily_counts" (
	"day" date NOT NULL,
	"company_id" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "application_daily_counts_day_company_id_pk" PRIMARY KEY("day","company_id")
);
--> statement-breakpoint
CREATE TABLE "internship_application_counts" (
	"internship_id" uuid PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_daily_counts" ADD CONSTRAINT "application_daily_counts_company_id_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internship_application_counts" ADD CONSTRAINT "internship_application_counts_internship_id_internships_id_fk" FOREIGN KEY ("internship_id") REFERENCES "public"."internships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_daily_counts_company_idx" ON "application_daily_counts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "internship_application_counts_top_idx" ON "internship_application_counts" USING btree ("count" DESC NULLS LAST,"internship_id") WHERE "internship_application_counts"."count" > 0;--> statement-breakpoint
CREATE INDEX "internships_created_idx" ON "internships" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);