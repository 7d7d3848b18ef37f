DROP INDEX "internships_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "internships_company_status_idx" ON "internships" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "internships_open_created_idx" ON "internships" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "internships"."status" = 'open';--> statement-breakpoint
CREATE INDEX "internships_open_search_trgm_idx" ON "internships" USING gin ("search_text" gin_trgm_ops) WHERE "internships"."status" = 'open';