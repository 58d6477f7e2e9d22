import { avatarHue, initialsOf } from "@app/shared/community";
import { cn } from "@/lib/cn";

/** The avatar's background: the name's hue, dark enough for white initials (4.5:1 or more at every hue). */
export const avatarColor = (name: string) => `hsl(${avatarHue(name)} 55% 30%)`;

/**
 * A member's avatar: their initials on a colour from their name, the same everywhere. Decorative:
 * the name is always written beside it.
 */
export function MemberAvatar({ name, size = "md", className }: { name: string; size?: "sm" | "md"; className?: string }) {
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
      {initialsOf(name)}
    </span>
  );
}
