import type { AuditEntry } from "@internpath/shared/trust-answers";
import { AUDIT_TARGET_TYPES } from "@internpath/shared/trust-schemas";
import { ScrollText } from "lucide-react";
import { useSearchParams } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Pagination } from "@/components/ui/pagination";
import { QueryError } from "@/components/ui/query-error";
import { Select } from "@/components/ui/select";
import { placeholderKeys, SkeletonText } from "@/components/ui/skeleton";
import type { AuditLogParams } from "@/lib/query-keys";
import { useAdminsForFilter, useAuditLog } from "../api/trust-api";

/** The actions the log records, for its filter (docs/product.md, "Audit log"). */
const ACTIONS = [
  "company.create",
  "company.update",
  "company.delete",
  "company.approve",
  "company.reject",
  "company.revoke",
  "student.create",
  "student.update",
  "student.delete",
  "admin.invite",
  "admin.remove",
  "account.resend_invitation",
  "account.end_sessions",
  "internship.create",
  "internship.update",
  "internship.status",
  "internship.delete",
  "internship.unhide",
  "application.status",
  "application.delete",
  "report.dismiss",
  "report.hide",
  "settings.update",
] as const;

const FILTER_KEYS = ["adminId", "action", "targetType", "from", "to"] as const;

const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

function show(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return value.length === 0 ? "—" : value.join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** The audit log: newest first, filtered by admin, action, target type and dates; read only. */
export function AuditLog() {
  const [params, setParams] = useSearchParams();
  const filters: AuditLogParams = {};
  for (const key of [...FILTER_KEYS, "after", "before"] as const) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  const log = useAuditLog(filters);
  const admins = useAdminsForFilter();

  const setFilter = (key: (typeof FILTER_KEYS)[number], value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      next.delete("after");
      next.delete("before");
      return next;
    });
  const hasFilters = FILTER_KEYS.some((key) => params.get(key));

  return (
    <div className="space-y-4">
      <Card className="grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-5">
        <Field label="Admin">
          {(control) => (
            <Select
              {...control}
              value={filters.adminId ?? ""}
              onChange={(event) => setFilter("adminId", event.target.value)}
            >
              <option value="">Any admin</option>
              {(admins.data ?? []).map((admin) => (
                <option key={admin.id} value={admin.id}>
                  {admin.fullName || admin.email}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Action">
          {(control) => (
            <Select
              {...control}
              value={filters.action ?? ""}
              onChange={(event) => setFilter("action", event.target.value)}
            >
              <option value="">Any action</option>
              {ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {action}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Target">
          {(control) => (
            <Select
              {...control}
              value={filters.targetType ?? ""}
              onChange={(event) => setFilter("targetType", event.target.value)}
            >
              <option value="">Any target</option>
              {AUDIT_TARGET_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="From (UTC)">
          {(control) => (
            <Input
              {...control}
              type="date"
              value={filters.from ?? ""}
              onChange={(event) => setFilter("from", event.target.value)}
            />
          )}
        </Field>
        <Field label="To (UTC)">
          {(control) => (
            <Input
              {...control}
              type="date"
              value={filters.to ?? ""}
              onChange={(event) => setFilter("to", event.target.value)}
            />
          )}
        </Field>
        {hasFilters && (
          <Button
            variant="ghost"
            size="sm"
            className="justify-self-start sm:col-span-2 lg:col-span-5"
            onClick={() => setParams(new URLSearchParams())}
          >
            Clear filters
          </Button>
        )}
      </Card>

      {log.isPending ? (
        <Card className="space-y-3 p-5" aria-busy="true">
          <p className="sr-only" role="status">
            Loading the audit log...
          </p>
          {placeholderKeys(5).map((key) => (
            <SkeletonText key={key} width="w-2/3" />
          ))}
        </Card>
      ) : log.isError ? (
        <QueryError
          title="The audit log could not load"
          onRetry={() => void log.refetch()}
          isRetrying={log.isFetching}
          layout="page"
        />
      ) : log.data.items.length === 0 ? (
        <EmptyState
          icon={ScrollText}
          title={hasFilters ? "No entries match these filters" : "No admin actions yet"}
          description="Every change an administrator makes is recorded here."
        />
      ) : (
        <>
          <Card>
            <ul className="divide-y divide-neutral-200" aria-label="Audit log entries">
              {log.data.items.map((entry) => (
                <li key={entry.id}>
                  <AuditRow entry={entry} />
                </li>
              ))}
            </ul>
          </Card>
          <Pagination
            prevCursor={log.data.prevCursor}
            nextCursor={log.data.nextCursor}
            label="Audit log pages"
          />
        </>
      )}
    </div>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const changes = Object.entries(entry.changes);
  return (
    <div className="p-4 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Badge tone="brand">{entry.action}</Badge>
        <span className="text-neutral-800">
          by <span className="font-medium">{entry.adminEmail}</span>
        </span>
        <time dateTime={entry.createdAt} className="text-neutral-600">
          {dateTime.format(new Date(entry.createdAt))}
        </time>
      </div>
      <p className="mt-1 break-all text-neutral-600">
        {entry.targetType}
        {entry.targetId && ` · ${entry.targetId}`}
      </p>
      {changes.length > 0 && (
        <dl className="mt-2 grid gap-x-3 gap-y-1 sm:grid-cols-[max-content_1fr]">
          {changes.map(([field, change]) => (
            <div key={field} className="contents">
              <dt className="font-medium text-neutral-800">{field}</dt>
              <dd className="break-words text-neutral-700">
                <span className="line-through decoration-neutral-400">{show(change.before)}</span>
                {" → "}
                <span>{show(change.after)}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
