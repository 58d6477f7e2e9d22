import { ChevronDown, LogOut, Settings } from "lucide-react";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { SessionUser } from "@/lib/auth-client";
import { cn } from "@/lib/cn";
import { useSignOut } from "../hooks/use-sign-out";

function initialsOf(name: string, email: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]?.[0] ?? ""}${parts.at(-1)?.[0] ?? ""}` : (parts[0]?.slice(0, 2) ?? "");
  return (letters || email.slice(0, 1) || "?").toUpperCase();
}

interface AccountMenuProps {
  user: Pick<SessionUser, "name" | "email">;
  /** Shown under the name, e.g. the subscription tier. */
  badge?: ReactNode;
  /** Menu items above Settings, e.g. the subscription's. */
  items?: ReactNode;
}

/** Header menu for the signed-in user: the screens' own items, Settings and Sign Out. */
export function AccountMenu({ user, badge, items }: AccountMenuProps) {
  const navigate = useNavigate();
  const { signOut, isSigningOut } = useSignOut();
  const displayName = user.name?.trim() || user.email;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Account menu"
        className={cn(
          "group inline-flex h-11 max-w-[14rem] shrink-0 items-center gap-2 rounded-full border border-border bg-surface py-1 pr-3 pl-1 text-sm font-medium shadow-xs",
          "transition-colors hover:bg-secondary data-[state=open]:bg-secondary",
        )}
      >
        <span
          aria-hidden="true"
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold tracking-wide text-primary-foreground"
        >
          {initialsOf(user.name ?? "", user.email)}
        </span>
        {/* min-w-0: a flex item keeps its text's width otherwise, and a long name pushes the header wide. Where the sections sit in the header (lg to xl) the avatar alone names the menu. */}
        <span className="hidden max-w-[9rem] min-w-0 truncate sm:block lg:hidden xl:block">{displayName}</span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate font-semibold">{displayName}</span>
          {user.name?.trim() && <span className="truncate text-xs text-muted-foreground">{user.email}</span>}
          {badge && <span className="mt-1.5">{badge}</span>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {items}
        <DropdownMenuItem onSelect={() => navigate("/settings")}>
          <Settings aria-hidden="true" />
          Settings
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive" disabled={isSigningOut} onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
