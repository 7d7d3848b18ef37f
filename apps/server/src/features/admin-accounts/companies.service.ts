import type { AdminCompany, AdminCompanyRow } from "@internpath/shared/admin-accounts-answers";
import {
  ADMIN_ACCOUNT_MESSAGES,
  adminCompanyCreateSchema,
  adminCompanyUpdateSchema,
} from "@internpath/shared/admin-accounts-schemas";
import type { Page } from "@internpath/shared/api-types";
import { sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import { requireRole } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { profiles } from "../../db/schema/auth.ts";
import { type AccountListSpec, findAccounts } from "./account-lists.ts";
import { type AdminAccountsContext, invitationPendingColumn } from "./admin-accounts-context.ts";
import {
  createManagedAccount,
  deleteManagedAccount,
  type ManagedAccountKind,
  updateManagedAccount,
} from "./managed-accounts.ts";

const { onlyAdmins, companyNotFound } = ADMIN_ACCOUNT_MESSAGES;

/** Read by internships_company_status_idx alone. */
const internshipCount = sql<number>`(select count(*)::int from internships as counted where counted.company_id = profiles.id)`;

/** Companies: searched by company name or email (docs/product.md, "Search and lists"). */
export const companyList = {
  name: "admin_companies",
  role: "company",
  columns: {
    id: profiles.id,
    companyName: profiles.companyName,
    fullName: profiles.fullName,
    email: profiles.email,
    location: profiles.location,
    logoUrl: profiles.companyLogoUrl,
    createdAt: profiles.createdAt,
    internshipCount,
    invitationPending: invitationPendingColumn,
  },
  searchColumns: ["profiles.company_name", "profiles.email"],
} satisfies AccountListSpec<SelectedFields>;

/** GET /api/admin/companies: the Companies list, also the company pickers of the other admin screens. */
export async function findAdminCompanies(
  db: Database,
  actor: Actor | null,
  query: unknown,
): Promise<Page<AdminCompanyRow>> {
  requireRole(actor, ["admin"], onlyAdmins);
  return findAccounts(db, companyList, query, (row) => ({
    id: row.id,
    companyName: row.companyName,
    fullName: row.fullName,
    email: row.email,
    location: row.location,
    logoUrl: row.logoUrl,
    internshipCount: Number(row.internshipCount),
    invitationPending: Boolean(row.invitationPending),
    createdAt: row.createdAt.toISOString(),
  }));
}

export const adminCompanyColumns = {
  id: profiles.id,
  email: profiles.email,
  fullName: profiles.fullName,
  companyName: profiles.companyName,
  companyIndustry: profiles.companyIndustry,
  companySize: profiles.companySize,
  logoUrl: profiles.companyLogoUrl,
  avatarUrl: profiles.avatarUrl,
  bio: profiles.bio,
  location: profiles.location,
  website: profiles.website,
  invitationPending: invitationPendingColumn,
  verification: profiles.verification,
  verificationReason: profiles.verificationReason,
  createdAt: profiles.createdAt,
  updatedAt: profiles.updatedAt,
};

const companies: ManagedAccountKind<AdminCompany> = {
  role: "company",
  notFound: companyNotFound,
  columns: adminCompanyColumns,
  createSchema: adminCompanyCreateSchema,
  updateSchema: adminCompanyUpdateSchema,
};

/** POST /api/admin/companies: a verified company account, mailed a link to set its password. */
export function createAdminCompany(ctx: AdminAccountsContext, actor: Actor | null, input: unknown) {
  return createManagedAccount(companies, ctx, actor, input);
}

/** PATCH /api/admin/companies/:id: the company's details; its email stays. */
export function updateAdminCompany(db: Database, actor: Actor | null, id: string, input: unknown) {
  return updateManagedAccount(companies, db, actor, id, input);
}

/**
 * DELETE /api/admin/companies/:id (docs/product.md, "Deleting"): its internships with their
 * applications and bookmarks, its notifications and sessions go; messages stay with the other side.
 */
export function deleteAdminCompany(ctx: AdminAccountsContext, actor: Actor | null, id: string) {
  return deleteManagedAccount(companies, ctx, actor, id);
}
