import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { formatPrice, PLANS, PREMIUM_FEATURES, YEARLY_SAVINGS_PERCENT, type PlanId, type SubscriptionDetails } from "@app/shared/billing";

// Server-rendered pages for the built-in (test mode) checkout and portal. No scripts: plain forms.
const STYLE = raw(`
  *{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#faf7f2;color:#1c1917;line-height:1.5}
  main{max-width:480px;margin:0 auto;padding:32px 16px}
  .badge{display:inline-block;background:#fef3c7;color:#92400e;border:1px solid #fcd34d;border-radius:999px;padding:4px 12px;font-size:13px;font-weight:600}
  .card{background:#fff;border:1px solid #e7e5e4;border-radius:16px;padding:24px;margin-top:16px;box-shadow:0 1px 2px rgba(0,0,0,.04)}
  h1{font-size:24px;margin:16px 0 4px}h2{font-size:18px;margin:0 0 8px}p{margin:8px 0;color:#44403c}
  .price{font-size:32px;font-weight:700;color:#991b1b;margin:8px 0}
  ul{padding-left:20px;margin:12px 0;color:#44403c}
  button{width:100%;font:inherit;font-weight:600;border-radius:10px;padding:12px 16px;cursor:pointer;border:1px solid transparent;margin-top:8px}
  .primary{background:#b91c1c;color:#fff}.primary:hover{background:#991b1b}
  .secondary{background:#fff;color:#1c1917;border-color:#d6d3d1}.secondary:hover{background:#f5f5f4}
  button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
  a{color:#b91c1c}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px;margin:0}dt{color:#78716c}dd{margin:0;font-weight:600}
`);

function page(title: string, body: HtmlEscapedString | Promise<HtmlEscapedString>) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} — CarniTrack</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style>
          ${STYLE}
        </style>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;
}

export function testCheckoutPage(plan: PlanId) {
  const { label } = PLANS[plan];
  return page(
    `Subscribe ${label}`,
    html`<span class="badge">Test mode — no real charge</span>
      <h1>CarniTrack Premium · ${label}</h1>
      <div class="card">
        <div class="price">${formatPrice(plan)}</div>
        ${plan === "yearly" ? html`<p><strong>Save ${YEARLY_SAVINGS_PERCENT}%</strong> compared with paying monthly.</p>` : ""}
        <ul>
          ${PREMIUM_FEATURES.map((f) => html`<li>${f}</li>`)}
        </ul>
        <p>Renews automatically. Cancel any time in account settings.</p>
        <form method="post">
          <button class="primary" type="submit">Subscribe</button>
        </form>
        <p><a href="/dashboard">Cancel and go back</a></p>
      </div>`,
  );
}

export function testPortalPage(subscription: SubscriptionDetails | null, subscribed: boolean) {
  const renewal = subscription ? new Date(subscription.currentPeriodEnd).toUTCString().slice(0, 16) : "";
  const other: PlanId | undefined = subscription ? (subscription.plan === "monthly" ? "yearly" : "monthly") : undefined;
  const body = !subscription
    ? html`<div class="card">
        <h2>No subscription yet</h2>
        <p>You are on the Free plan.</p>
        <form method="get" action="/checkout/yearly">
          <button class="primary" type="submit">Go Premium — ${formatPrice("yearly")}</button>
        </form>
        <form method="get" action="/checkout/monthly">
          <button class="secondary" type="submit">Monthly — ${formatPrice("monthly")}</button>
        </form>
      </div>`
    : html`<div class="card">
          <h2>Current plan</h2>
          <dl>
            <dt>Plan</dt>
            <dd>${PLANS[subscription.plan].label} · ${formatPrice(subscription.plan)}</dd>
            <dt>Status</dt>
            <dd>${subscribed ? (subscription.cancelAtPeriodEnd ? "Cancels at period end" : "Active") : "Ended"}</dd>
            <dt>${subscription.cancelAtPeriodEnd || !subscribed ? "Access until" : "Renews on"}</dt>
            <dd>${renewal}</dd>
          </dl>
        </div>
        ${
          subscribed
            ? html`<div class="card">
                <form method="post">
                  <input type="hidden" name="action" value="switch" />
                  <button class="secondary" type="submit">Switch to ${PLANS[other!].label} (${formatPrice(other!)})</button>
                </form>
                ${
                  subscription.cancelAtPeriodEnd
                    ? html`<form method="post">
                        <input type="hidden" name="action" value="resume" /><button class="primary" type="submit">
                          Resume subscription
                        </button>
                      </form>`
                    : html`<form method="post">
                        <input type="hidden" name="action" value="cancel" /><button class="secondary" type="submit">
                          Cancel at period end
                        </button>
                      </form>`
                }
              </div>`
            : html`<div class="card">
                <form method="get" action="/checkout/${subscription.plan}">
                  <button class="primary" type="submit">Subscribe again</button>
                </form>
              </div>`
        }`;
  return page(
    "Manage subscription",
    html`<span class="badge">Test mode — no real charge</span>
      <h1>Manage subscription</h1>
      ${body}
      <p><a href="/dashboard">Back to the dashboard</a></p>`,
  );
}

export function paymentsNotConfiguredPage() {
  return page(
    "Payments unavailable",
    html`<h1>Payments are not configured</h1>
      <div class="card">
        <p>Subscriptions cannot be bought or managed on this server right now. Please try again later.</p>
        <p><a href="/dashboard">Back to the dashboard</a></p>
      </div>`,
  );
}

/** Stripe could not be reached (or refused us): nothing was charged, and trying later will work. */
export function paymentsUnavailablePage() {
  return page(
    "Payments unavailable",
    html`<h1>Payments are temporarily unavailable</h1>
      <div class="card">
        <p>We couldn't reach our payment provider just now. Nothing was charged. Please try again in a few minutes.</p>
        <p><a href="/dashboard">Back to the dashboard</a></p>
      </div>`,
  );
}
