import type { CompanyVerification, Role } from "./enums.ts";

/** The signed-in user as the API returns it from GET /api/me. */
export type CurrentUser = {
  id: string;
  email: string;
  role: Role;
  fullName: string;
  avatarUrl: string | null;
  companyName: string | null;
  companyLogoUrl: string | null;
  university: string | null;
  resumeUrl: string | null;
  /**
   * A company's standing with the marketplace and the admin's reason for a rejection or a revocation
   * (docs/product.md, "Verified employers"); null for students and admins.
   */
  companyStanding: { verification: CompanyVerification; reason: string | null } | null;
};

export type PublicConfig = {
  providers: { github: boolean; google: boolean; oidc: { enabled: boolean; name: string } };
  devMailbox: boolean;
};
