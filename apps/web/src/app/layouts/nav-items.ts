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

export const NAV_ITEMS: Record<Role, NavItem[]> = {
  student: [
    { label: "Dashboard", to: paths.app.dashboard.getHref(), icon: LayoutDashboard },
    { label: "Browse Internships", to: paths.app.internships.getHref(), icon: Search },
    { label: "My Applications", to: paths.app.applications.getHref(), icon: FileText },
    { label: "Bookmarks", to: paths.app.bookmarks.getHref(), icon: Bookmark },
    { label: "Messages", to: paths.app.messages.getHref(), icon: MessageSquare },
    { label: "Profile", to: paths.app.profile.getHref(), icon: User },
  ],
  company: [
    { label: "Dashboard", to: paths.app.dashboard.getHref(), icon: LayoutDashboard },
    { label: "Manage Internships", to: paths.app.manageInternships.getHref(), icon: Briefcase },
    { label: "Review Applications", to: paths.app.applications.getHref(), icon: ClipboardList },
    { label: "Messages", to: paths.app.messages.getHref(), icon: MessageSquare },
    { label: "Company Profile", to: paths.app.profile.getHref(), icon: Building2 },
  ],
  admin: [
    { label: "Dashboard", to: paths.admin.dashboard.getHref(), icon: LayoutDashboard, end: true },
    { label: "Companies", to: paths.admin.companies.getHref(), icon: Building2 },
    { label: "Students", to: paths.admin.students.getHref(), icon: GraduationCap },
    { label: "Internships", to: paths.admin.internships.getHref(), icon: Briefcase },
    { label: "Applications", to: paths.admin.applications.getHref(), icon: FileText },
    { label: "Analytics", to: paths.admin.analytics.getHref(), icon: BarChart3 },
    { label: "Approvals", to: paths.admin.approvals.getHref(), icon: ShieldCheck },
    { label: "Reports", to: paths.admin.reports.getHref(), icon: Flag },
    { label: "Audit log", to: paths.admin.audit.getHref(), icon: ScrollText },
    { label: "Messages", to: paths.app.messages.getHref(), icon: MessageSquare },
  ],
};
