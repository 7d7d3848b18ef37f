-- Skills lower-cased in their order, so a case-insensitive overlap (`&&`) can use a GIN index; lower() is immutable.
CREATE OR REPLACE FUNCTION internpath_lower_skills(skills text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(lower(skill) ORDER BY position), '{}'::text[]) FROM unnest(skills) WITH ORDINALITY AS t(skill, position) $$;
--> statement-breakpoint
CREATE INDEX "internships_skills_lower_idx" ON "internships" USING gin (internpath_lower_skills("skills"));
