import { CreditCard, Crown } from "lucide-react";
import { useNavigate } from "react-router";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { useSubscription } from "../hooks/use-subscription";

/** Account menu entry: "Manage subscription" for subscribers, "Upgrade to Premium" for everyone else. */
export function SubscriptionMenuItem() {
  const { subscribed, manageSubscription } = useSubscription();
  const navigate = useNavigate();
  return subscribed ? (
    <DropdownMenuItem onSelect={() => void manageSubscription()}>
      <CreditCard aria-hidden="true" />
      Manage subscription
    </DropdownMenuItem>
  ) : (
    <DropdownMenuItem onSelect={() => navigate("/premium")} className="text-primary [&_svg]:text-primary">
      <Crown aria-hidden="true" />
      Upgrade to Premium
    </DropdownMenuItem>
  );
}
