-- Verified employers (docs/product.md): an internship's "company_live" copies whether its company is
-- live (unreviewed or verified), so what students see is a condition on the internship row alone.
-- Set when an internship is written, and for all of a company's internships when its standing changes.
CREATE FUNCTION "internpath_internship_company_live"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."verification" IN ('unreviewed', 'verified') INTO NEW."company_live"
  FROM "profiles" AS p WHERE p."id" = NEW."company_id";
  NEW."company_live" := coalesce(NEW."company_live", true);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "internships_company_live"
BEFORE INSERT OR UPDATE OF "company_id", "company_live" ON "internships"
FOR EACH ROW EXECUTE FUNCTION "internpath_internship_company_live"();--> statement-breakpoint
CREATE FUNCTION "internpath_company_verification_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "internships"
  SET "company_live" = NEW."verification" IN ('unreviewed', 'verified')
  WHERE "company_id" = NEW."id"
    AND "company_live" IS DISTINCT FROM (NEW."verification" IN ('unreviewed', 'verified'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "profiles_verification_changed"
AFTER UPDATE OF "verification" ON "profiles"
FOR EACH ROW WHEN (OLD."verification" IS DISTINCT FROM NEW."verification")
EXECUTE FUNCTION "internpath_company_verification_changed"();--> statement-breakpoint
-- The audit log is append-only: no one changes or removes an entry, whatever the client.
CREATE FUNCTION "internpath_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "admin_audit_log_append_only"
BEFORE UPDATE OR DELETE ON "admin_audit_log"
FOR EACH ROW EXECUTE FUNCTION "internpath_audit_log_append_only"();
