import type { CurrentUser } from "@internpath/shared/profile";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown, LogOut, User } from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { paths } from "@/config/paths";
import { displayName, pictureOf, ROLE_LABELS } from "@/lib/display-name";
import { useSignOutAction } from "./use-sign-out-action";

const itemClasses =
  "flex min-h-11 w-full cursor-pointer items-center gap-2 rounded-control px-3 py-2 text-sm sm:min-h-9 text-neutral-800 outline-none select-none data-[highlighted]:bg-neutral-100 data-[highlighted]:text-neutral-900";

export function UserMenu({ user }: { user: CurrentUser }) {
  const { signOut } = useSignOutAction();
  const name = displayName(user);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${name}`}
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-neutral-800 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=open]:bg-neutral-100"
      >
        <Avatar src={pictureOf(user)} name={name} />
        <span className="hidden max-w-[12rem] truncate sm:block">{name}</span>
        <ChevronDown className="size-4 text-neutral-500" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-card border border-neutral-200 bg-white p-1.5 shadow-raised data-[state=open]:animate-fade-in"
        >
          <div className="px-3 py-2">
            <p className="text-xs text-neutral-600">
              Signed in as <span className="font-semibold text-neutral-800">{ROLE_LABELS[user.role]}</span>
            </p>
            <p className="mt-0.5 truncate text-sm font-semibold text-neutral-900">{name}</p>
            {name !== user.email && <p className="truncate text-xs text-neutral-600">{user.email}</p>}
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-neutral-200" />
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to={paths.app.profile.getHref()}>
              <User className="size-4 text-neutral-500" aria-hidden="true" />
              Your Profile
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClasses} onSelect={signOut}>
            <LogOut className="size-4 text-neutral-500" aria-hidden="true" />
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
