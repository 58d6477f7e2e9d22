import { NavLink } from "react-router";
import { cn } from "@/lib/cn";

export const PROGRESS_SECTIONS = [
  { to: "/progress", label: "Overview", end: true },
  { to: "/progress/weight", label: "Weight", end: false },
  { to: "/progress/measurements", label: "Measurements", end: false },
  { to: "/progress/journal", label: "Journal", end: false },
  { to: "/progress/photos", label: "Photos", end: false },
] as const;

/** The sections of /progress, as links (each has its own address, so the back button and deep links work). */
export function ProgressTabs() {
  return (
    <nav aria-label="Progress sections" className="-mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-1 px-1">
        {PROGRESS_SECTIONS.map((section) => (
          <li key={section.to}>
            <NavLink
              to={section.to}
              end={section.end}
              className={({ isActive }) =>
                cn(
                  "inline-flex h-10 items-center rounded-full px-3 text-sm font-semibold transition-colors sm:px-4",
                  "focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                  isActive ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-muted hover:text-foreground",
                )
              }
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
