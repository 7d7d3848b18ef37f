ALTER TABLE "internships" ADD CONSTRAINT "internships_id_company_unique" UNIQUE("id","company_id");--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "company_id" text;--> statement-breakpoint
UPDATE "applications" SET "company_id" = "internships"."company_id" FROM "internships" WHERE "internships"."id" = "applications"."internship_id";--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_internship_company_fk" FOREIGN KEY ("internship_id","company_id") REFERENCES "public"."internships"("id","company_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "applications_company_created_idx" ON "applications" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_company_status_created_idx" ON "applications" USING btree ("company_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
