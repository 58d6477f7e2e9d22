import { avatarHue, initialsOf } from "@app/shared/community";
import { createContext, useContext } from "react";
import { cn } from "@/lib/cn";

/**
 * The signed-in user's name as the header shows it (their account's), provided by the app's
 * shell: their own avatar in the community takes its initials from it, so the header's "PP" and
 * their posts' avatar never read as two people. Other members' account names never leave the
 * server: their initials come from their display name.
 */
export const OwnNameContext = createContext<string | null>(null);

/** The avatar's background: the name's hue, dark enough for white initials (4.5:1 or more at every hue). */
export const avatarColor = (name: string) => `hsl(${avatarHue(name)} 55% 30%)`;

interface MemberAvatarProps {
  name: string;
  mine?: boolean;
  size?: "sm" | "md";
  className?: string;
}

/**
 * A member's avatar: their initials on a colour from their name, the same everywhere; `mine`: the
 * signed-in user's own, whose initials are the header's. Decorative: the name is always written beside it.
 */
export function MemberAvatar({ name, mine = false, size = "md", className }: MemberAvatarProps) {
  const ownName = useContext(OwnNameContext);
  const initialsFrom = mine && ownName?.trim() ? ownName : name;
  return (
    <span
      aria-hidden="true"
      data-testid="member-avatar"
      style={{ backgroundColor: avatarColor(name) }}
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-full font-bold tracking-wide text-white select-none",
        size === "sm" ? "size-8 text-[0.7rem]" : "size-10 text-xs",
        className,
      )}
    >
      {initialsOf(initialsFrom)}
    </span>
  );
}
