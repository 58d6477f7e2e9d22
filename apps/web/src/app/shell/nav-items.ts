import { BookOpen, LayoutDashboard, TrendingUp, Users, UtensilsCrossed, type LucideIcon } from "lucide-react";
import { pathOf } from "@app/shared/routes";

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Only the exact path counts as current (the dashboard has no sub-pages). */
  end?: boolean;
}

/** Primary navigation of the signed-in app, in this order at every width. */
export const PRIMARY_NAV: NavItem[] = [
  { label: "Dashboard", to: pathOf("dashboard"), icon: LayoutDashboard, end: true },
  { label: "Food", to: pathOf("food"), icon: UtensilsCrossed },
  { label: "Progress", to: pathOf("progress"), icon: TrendingUp },
  { label: "Recipes", to: pathOf("recipes"), icon: BookOpen },
  { label: "Community", to: pathOf("community"), icon: Users },
];
