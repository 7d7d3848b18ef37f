import type { CurrentUser } from "@internpath/shared/profile";
import { LogOut, Menu, User } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { Dialog, DialogTrigger, DrawerContent } from "@/components/ui/dialog";
import { paths } from "@/config/paths";
import { displayName, pictureOf, ROLE_LABELS } from "@/lib/display-name";
import { SideNav } from "./side-nav";
import { useSignOutAction } from "./use-sign-out-action";

const rowClasses =
  "flex min-h-11 w-full items-center gap-3 rounded-control px-3 py-2.5 text-sm font-medium text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900";

/** Small screens: a button at the start of the top bar opens the side menu as a drawer. */
export function MobileMenu({ user }: { user: CurrentUser }) {
  const [isOpen, setIsOpen] = useState(false);
  const { signOut } = useSignOutAction();
  const close = () => setIsOpen(false);
  const name = displayName(user);

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger
        aria-label="Open menu"
        className="-ml-2 inline-flex size-11 items-center justify-center rounded-control text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 lg:hidden"
      >
        <Menu className="size-6" aria-hidden="true" />
      </DialogTrigger>
      <DrawerContent title="Menu" closeLabel="Close menu">
        <div className="flex items-center gap-3 border-b border-neutral-200 px-4 py-4">
          <Avatar src={pictureOf(user)} name={name} className="size-10" />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-neutral-900">{name}</p>
            <p className="text-xs text-neutral-600">Signed in as {ROLE_LABELS[user.role]}</p>
          </div>
        </div>
        <SideNav role={user.role} onNavigate={close} />
        <div className="space-y-1 border-t border-neutral-200 px-3 py-4">
          <Link to={paths.app.profile.getHref()} onClick={close} className={rowClasses}>
            <User className="size-5 text-neutral-500" aria-hidden="true" />
            Your Profile
          </Link>
          <button
            type="button"
            className={rowClasses}
            onClick={() => {
              close();
              void signOut();
            }}
          >
            <LogOut className="size-5 text-neutral-500" aria-hidden="true" />
            Sign Out
          </button>
        </div>
      </DrawerContent>
    </Dialog>
  );
}
