import { useId } from "react";
import { cn } from "@/lib/cn";

/** The CarniTrack mark: an ember flame inside a timer ring. Decorative unless `title` is given. */
export function LogoMark({ className, title }: { className?: string; title?: string }) {
  const id = useId();
  const gradientId = `${id}-logo-gradient`;
  return (
    <svg
      viewBox="0 0 64 64"
      className={cn("size-10 shrink-0", className)}
      role={title ? "img" : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      <defs>
        <linearGradient id={gradientId} x1="8" y1="4" x2="56" y2="60" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#dc2626" />
          <stop offset="1" stopColor="#7f1d1d" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradientId})`} />
      <circle cx="32" cy="35" r="21" fill="none" stroke="#fff" strokeOpacity=".22" strokeWidth="3" />
      <path d="M32 14.9A21 21 0 0 1 52.8 32.1" fill="none" stroke="#fdba74" strokeWidth="3" strokeLinecap="round" />
      <path
        fill="#fff"
        fillRule="evenodd"
        d="M32 12.5c1.3 6.4 6.3 10.2 9.6 14.3 2.9 3.7 4.6 7.4 4.6 11.5a14.2 14.2 0 0 1-28.4 0c0-5 2.3-8.7 5-11.2.2 3.5 2 6.2 4.9 7.2-1.5-7.3.6-15.5 4.3-21.8Zm.4 20.8c.8 3.3 5 5.2 5 9.5a5.4 5.4 0 0 1-10.8 0c0-2.9 1.7-5 3.3-6 .9-1 1.9-2 2.5-3.5Z"
      />
    </svg>
  );
}

/** Mark plus word mark, for headers. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <LogoMark className="size-9" />
      <span className="font-display text-lg font-extrabold tracking-tight text-foreground">
        Carni<span className="text-primary">Track</span>
      </span>
    </span>
  );
}
