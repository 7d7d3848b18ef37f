DROP INDEX "internships_skills_lower_idx";--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "skills_lower" text[] GENERATED ALWAYS AS (internpath_lower_skills(skills)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "internships_skills_lower_idx" ON "internships" USING gin ("skills_lower");