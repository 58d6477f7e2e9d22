import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** `as="section"` (with aria-labelledby) for a card that is a page section. */
export function Card({ className, as: Element = "div", ...props }: ComponentProps<"div"> & { as?: "div" | "section" | "article" }) {
  return (
    <Element
      data-slot="card"
      className={cn("rounded-xl border border-border bg-surface text-surface-foreground shadow-card", className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="card-header" className={cn("flex flex-col gap-1.5 p-6 pb-4", className)} {...props} />;
}

/** Pass `as` to pick the heading level that fits the page outline (default h2). */
export function CardTitle({ className, as: Heading = "h2", ...props }: ComponentProps<"h2"> & { as?: "h1" | "h2" | "h3" }) {
  return (
    <Heading
      data-slot="card-title"
      className={cn("text-xl font-bold leading-tight tracking-tight text-foreground", className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p data-slot="card-description" className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="card-content" className={cn("px-6 pb-6", className)} {...props} />;
}
