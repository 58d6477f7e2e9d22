/** Premium prices (spec section 9). Display strings are derived so they never disagree with the numbers. */
export const PLANS = {
  monthly: { id: "monthly", price: 2.99, interval: "mo", label: "Monthly" },
  yearly: { id: "yearly", price: 19.99, interval: "yr", label: "Yearly" },
} as const;
export type PlanId = keyof typeof PLANS;

export const YEARLY_SAVINGS_PERCENT = 44;
export const REFUND_WINDOW_DAYS = 30;

export function formatPrice(plan: PlanId): string {
  const { price, interval } = PLANS[plan];
  return `$${price.toFixed(2)}/${interval}`;
}
