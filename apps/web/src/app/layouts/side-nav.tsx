import type { Role } from "@internpath/shared/enums";
import { clsx } from "clsx";
import { NavLink } from "react-router";
import { NAV_ITEMS } from "./nav-items";

type SideNavProps = { role: Role; onNavigate?: () => void };

/** The role's menu; the current page is marked with aria-current. */
export function SideNav({ role, onNavigate }: SideNavProps) {
  return (
    <nav aria-label="Main menu" className="px-3 py-4">
      <ul className="space-y-1">
        {NAV_ITEMS[role].map(({ label, to, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              onClick={onNavigate}
              className={({ isActive }) =>
                clsx(
                  "flex min-h-11 items-center gap-3 rounded-control px-3 py-2.5 text-sm font-medium transition-colors",
                  isActive
                    ? "bg-brand-50 text-brand-800"
                    : "text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900",
                )
              }
            >
              {({ isActive }) => (
                <>
                  <Icon
                    className={clsx("size-5 shrink-0", isActive ? "text-brand-700" : "text-neutral-500")}
                    aria-hidden="true"
                  />
                  {label}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
