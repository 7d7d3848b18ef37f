import type { Role } from "./enums.ts";

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
};

export type PublicConfig = {
  providers: { github: boolean; google: boolean; oidc: { enabled: boolean; name: string } };
  devMailbox: boolean;
};
