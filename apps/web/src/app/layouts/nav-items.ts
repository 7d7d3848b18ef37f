import type { Role } from "@internpath/shared/enums";
import {
  BarChart3,
  Bookmark,
  Briefcase,
  Building2,
  ClipboardList,
  FileText,
  Flag,
  GraduationCap,
  LayoutDashboard,
  type LucideIcon,
  MessageSquare,
  ScrollText,
  Search,
  ShieldCheck,
  User,
} from "lucide-react";
import { paths } from "@/config/paths";

export type NavItem = { label: string; to: string; icon: LucideIcon; end?: boolean };

type Path = { getHref: () => string };

/** A sidebar entry: its label, the page it opens, its icon. */
const item = (label: string, path: Path, icon: LucideIcon): NavItem => ({ label, to: path.getHref(), icon });

const { app, admin } = paths;
const dashboard = item("Dashboard", app.dashboard, LayoutDashboard);
const messages = item("Messages", app.messages, MessageSquare);

export const NAV_ITEMS: Record<Role, NavItem[]> = {
  student: [
    dashboard,
    item("Browse Internships", app.internships, Search),
    item("My Applications", app.applications, FileText),
    item("Bookmarks", app.bookmarks, Bookmark),
    messages,
    item("Profile", app.profile, User),
  ],
  company: [
    dashboard,
    item("Manage Internships", app.manageInternships, Briefcase),
    item("Review Applications", app.applications, ClipboardList),
    messages,
    item("Company Profile", app.profile, Building2),
  ],
  admin: [
    // The admin dashboard's path starts the others': active only on itself.
    { ...item("Dashboard", admin.dashboard, LayoutDashboard), end: true },
    item("Companies", admin.companies, Building2),
    item("Students", admin.students, GraduationCap),
    item("Internships", admin.internships, Briefcase),
    item("Applications", admin.applications, FileText),
    item("Analytics", admin.analytics, BarChart3),
    item("Approvals", admin.approvals, ShieldCheck),
    item("Reports", admin.reports, Flag),
    item("Audit log", admin.audit, ScrollText),
    messages,
  ],
};
