-- Which browse duration range (1: up to 1 month, 2: 1 to 3, 3: 3 to 6, 4: more than 6 months) a duration
-- written as text falls in: the first number followed by a unit ("3 months", "10 weeks", "1 year", "6-8 weeks"
-- reads 8 weeks); null when it names no length. Immutable, so a generated column can keep it.
CREATE OR REPLACE FUNCTION internpath_duration_range(duration text) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT CASE
      WHEN weeks IS NULL THEN NULL
      WHEN weeks <= 4.5 THEN 1
      WHEN weeks <= 13.1 THEN 2
      WHEN weeks <= 26.1 THEN 3
      ELSE 4
    END::smallint
    FROM (
      SELECT CASE
        WHEN parts[2] LIKE 'y%' THEN parts[1]::numeric * 52
        WHEN parts[2] LIKE 'm%' THEN parts[1]::numeric * 4.345
        WHEN parts[2] LIKE 'w%' THEN parts[1]::numeric
        WHEN parts[2] LIKE 'd%' THEN parts[1]::numeric / 7
      END AS weeks
      FROM (SELECT regexp_match(lower(duration), '(\d{1,4}(?:\.\d{1,2})?)\s*(years?|yrs?|months?|mos?|weeks?|wks?|days?)\M')) AS matched(parts)
    ) AS parsed
  $$;
