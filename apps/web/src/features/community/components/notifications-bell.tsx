import type { Notification } from "@app/shared/community";
import { Bell } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { useMarkNotificationsRead, useNotifications, useUnreadCount } from "../api/community-queries";
import { TimeAgo } from "./item-meta";
import { MemberAvatar } from "./member-avatar";

const unreadText = (n: number) => (n === 1 ? "1 unread" : `${n} unread`);

function NotificationItem({ notification: n }: { notification: Notification }) {
  return (
    <DropdownMenuItem asChild className="h-auto items-start gap-3 py-2.5">
      <Link to={`/community/${n.post.id}#comment-${n.commentId}`}>
        <MemberAvatar name={n.actor.displayName} size="sm" />
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="text-sm leading-snug font-normal text-pretty">
            <span className="font-semibold">{n.actor.displayName}</span>{" "}
            {n.kind === "reply" ? "replied to your comment on" : "commented on your post"}{" "}
            <span className="font-semibold">“{n.post.title}”</span>
          </span>
          <span className="text-xs text-muted-foreground">
            <TimeAgo at={n.createdAt} />
            {!n.read && <span className="sr-only">, new</span>}
          </span>
        </span>
        {!n.read && <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" />}
      </Link>
    </DropdownMenuItem>
  );
}

/**
 * The header's bell: how many comments on the member's posts and replies to their comments are
 * new (read every minute and when the tab is shown again), the list when opened, which marks them
 * read.
 */
export function NotificationsBell() {
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount(true);
  const list = useNotifications(open);
  const markRead = useMarkNotificationsRead();
  const count = unread.data?.unread ?? 0;

  // Once per opening, when the list has come: what it shows as new is now read.
  const marked = useRef(false);
  const { mutate: markAllRead } = markRead;
  useEffect(() => {
    if (!open) {
      marked.current = false;
      return;
    }
    if (marked.current || !list.data || list.isFetching) return;
    marked.current = true;
    if (list.data.unread > 0 || count > 0) markAllRead();
  }, [open, list.data, list.isFetching, count, markAllRead]);

  const notifications = list.data?.notifications;
  return (
    <>
      <DropdownMenu open={open} onOpenChange={setOpen}>
        <DropdownMenuTrigger
          aria-label={count > 0 ? `Notifications (${unreadText(count)})` : "Notifications"}
          className={cn(
            "relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted-foreground transition-colors",
            "hover:bg-secondary hover:text-foreground data-[state=open]:bg-secondary data-[state=open]:text-foreground",
          )}
        >
          <Bell aria-hidden="true" className="size-5" />
          {count > 0 && (
            <span
              aria-hidden="true"
              data-testid="notification-count"
              className="absolute top-1 right-1 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[0.68rem] font-bold text-primary-foreground tabular-nums ring-2 ring-background"
            >
              {count > 99 ? "99+" : count}
            </span>
          )}
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-[min(24rem,calc(100vw-1rem))] p-1.5">
          <DropdownMenuLabel className="flex items-center justify-between font-semibold">
            Notifications
            {list.isFetching && <Spinner className="text-primary" />}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <div className="max-h-[min(26rem,70dvh)] overflow-y-auto">
            {notifications === undefined ? (
              list.isError ? (
                <p className="px-2.5 py-3 text-sm text-muted-foreground">We couldn't load your notifications.</p>
              ) : (
                <p className="px-2.5 py-3 text-sm text-muted-foreground">Loading…</p>
              )
            ) : notifications.length === 0 ? (
              <p className="px-2.5 py-3 text-sm text-pretty text-muted-foreground">
                Nothing yet. When someone comments on your posts or replies to you, you'll see it here.
              </p>
            ) : (
              notifications.map((n) => <NotificationItem key={n.id} notification={n} />)
            )}
          </div>
        </DropdownMenuContent>
      </DropdownMenu>
      <span className="sr-only" aria-live="polite">
        {count > 0 ? `Notifications: ${unreadText(count)}` : ""}
      </span>
    </>
  );
}
