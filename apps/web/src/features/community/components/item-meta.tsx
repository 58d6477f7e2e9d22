import type { Member } from "@app/shared/community";
import { EyeOff } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { formatDateTime, formatRelativeTime } from "@/lib/format";
import { MemberAvatar } from "./member-avatar";

/** "5 min ago", with the full date for a hover and for screen readers. */
export function TimeAgo({ at }: { at: string }) {
  return (
    <time dateTime={at} title={formatDateTime(at)}>
      {formatRelativeTime(at)}
    </time>
  );
}

/** Marks an item a moderator hid: only its author and moderators see it. */
export function HiddenBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-foreground/85 px-2 py-0.5 text-[0.7rem] font-bold text-background">
      <EyeOff aria-hidden="true" className="size-3" />
      Hidden by a moderator
    </span>
  );
}

interface ItemMetaProps {
  author: Member;
  /** The signed-in user wrote it. */
  mine?: boolean;
  createdAt: string;
  editedAt: string | null;
  hidden: boolean;
  size?: "sm" | "md";
  /** After the time: the category, the "New" badge. */
  extra?: ReactNode;
  className?: string;
}

/** Who wrote it and when: the avatar, the display name, the time, "edited", and what else fits the row. */
export function ItemMeta({ author, createdAt, editedAt, hidden, mine = false, size = "md", extra, className }: ItemMetaProps) {
  return (
    <div className={cn("flex min-w-0 items-center gap-3", className)}>
      <MemberAvatar name={author.displayName} mine={mine} size={size} />
      <div className="grid min-w-0 gap-0.5">
        <p className="truncate text-sm font-semibold" data-testid="author-name">
          {author.displayName}
        </p>
        <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs text-muted-foreground">
          <TimeAgo at={createdAt} />
          {editedAt && (
            <>
              <span aria-hidden="true">·</span>
              <span title={formatDateTime(editedAt)}>edited</span>
            </>
          )}
          {extra}
          {hidden && <HiddenBadge />}
        </p>
      </div>
    </div>
  );
}
