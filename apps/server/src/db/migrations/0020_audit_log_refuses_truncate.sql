-- The audit log is append-only (0017 refuses UPDATE and DELETE row by row), but TRUNCATE fires no row
-- trigger: without this, one statement by the app's own role would empty it. A statement-level trigger
-- refuses it, also when the statement names other tables with it.
CREATE TRIGGER "admin_audit_log_refuses_truncate"
BEFORE TRUNCATE ON "admin_audit_log"
FOR EACH STATEMENT EXECUTE FUNCTION "internpath_audit_log_append_only"();
