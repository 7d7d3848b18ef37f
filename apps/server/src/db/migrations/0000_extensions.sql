CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- array_to_string is only STABLE, so a generated column cannot call it directly; skills are plain text, so joining them is immutable in practice.
CREATE OR REPLACE FUNCTION internpath_join_skills(skills text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string(skills, E'\n'), '') $$;
