import { Monitor, Moon, Palette, Sun, type LucideIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { SectionHeading } from "@/components/ui/section-heading";
import { cn } from "@/lib/cn";
import { setThemeChoice, THEME_CHOICES, useThemeChoice, type ThemeChoice } from "@/lib/theme";

const OPTIONS: Record<ThemeChoice, { label: string; icon: LucideIcon }> = {
  system: { label: "System", icon: Monitor },
  light: { label: "Light", icon: Sun },
  dark: { label: "Dark", icon: Moon },
};

/**
 * Settings → Appearance: System (follows the device), Light or Dark. Kept in this browser, not on
 * the account: a theme belongs to a device (a phone in dark, a desk in light), and the first paint
 * needs it before any response from the server (decision 015). Applied at once.
 */
export function AppearanceCard() {
  const choice = useThemeChoice();
  return (
    <Card as="section" aria-labelledby="appearance-title">
      <CardHeader>
        <SectionHeading id="appearance-title" icon={<Palette />}>
          Appearance
        </SectionHeading>
        <CardDescription>Light or dark, or the same as your device.</CardDescription>
      </CardHeader>
      <CardContent>
        <fieldset>
          <legend className="sr-only">Theme</legend>
          <div className="grid max-w-md grid-cols-3 gap-1 rounded-lg bg-muted p-1">
            {THEME_CHOICES.map((value) => {
              const { label, icon: Icon } = OPTIONS[value];
              return (
                <label
                  key={value}
                  className={cn(
                    "relative flex h-10 cursor-pointer items-center justify-center gap-2 rounded-md text-sm font-semibold transition-colors",
                    "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                    choice === value ? "bg-surface text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
                  )}
                >
                  <input
                    type="radio"
                    name="theme"
                    value={value}
                    checked={choice === value}
                    onChange={() => setThemeChoice(value)}
                    // Invisible over the whole segment: a tap anywhere on it is a tap on the radio.
                    className="absolute inset-0 cursor-pointer appearance-none rounded-md opacity-0"
                  />
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </label>
              );
            })}
          </div>
        </fieldset>
      </CardContent>
    </Card>
  );
}
