import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import {
  formatMonthlyEquivalent,
  formatPrice,
  PLAN_FEATURES,
  PLANS,
  YEARLY_SAVINGS_PERCENT,
  type PlanId,
  type SubscriptionDetails,
} from "@app/shared/billing";

// Server-rendered pages for the built-in (test mode) checkout and portal, and the payment error
// pages. No scripts: plain forms. They wear the app's header, its font (the build's own Inter file,
// when there is a build) and its colour tokens (the values of apps/web/src/styles.css), light or
// dark as the system is.

/** The app's font stacks (apps/web/src/styles.css, --font-sans and --font-display). */
const SANS = `"Inter Variable","Inter Fallback",ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif`;
const DISPLAY = `ui-rounded,"SF Pro Rounded",${SANS}`;

/** The app's faces: Inter from the build, and until it arrives a local Arial sized to Inter's metrics. */
const fontFaces = (fontUrl: string | null) => `
  ${fontUrl ? `@font-face{font-family:"Inter Variable";font-style:normal;font-display:swap;font-weight:100 900;src:url("${fontUrl}") format("woff2-variations")}` : ""}
  @font-face{font-family:"Inter Fallback";src:local("Arial"),local("Liberation Sans"),local("Helvetica");ascent-override:90.44%;
    descent-override:22.52%;line-gap-override:0%;size-adjust:107.12%}`;

const STYLE = `
  :root{color-scheme:light dark;--background:#faf6f1;--foreground:#1c1917;--surface:#fff;--muted-foreground:#625750;--border:#e6dbcf;
    --input:#d9ccbe;--primary:#b91c1c;--primary-hover:#991b1b;--primary-foreground:#fff;--primary-soft:#fdecea;--secondary:#f3ece4;
    --secondary-hover:#eadfd3;--ember-soft:#fff1e6;--ember-strong:#9a3412;--ring:#b91c1c;
    --shadow:0 1px 2px rgb(41 24 16/.06),0 8px 24px -6px rgb(41 24 16/.12)}
  @media (prefers-color-scheme:dark){:root{--background:#151110;--foreground:#f5efe9;--surface:#201a17;--muted-foreground:#b8aca3;
    --border:#3a302b;--input:#4a3e37;--primary:#ef4444;--primary-hover:#f87171;--primary-foreground:#1c0a0a;--primary-soft:#3b1715;
    --secondary:#2a221e;--secondary-hover:#352b26;--ember-soft:#3a2013;--ember-strong:#fdba74;--ring:#f87171;--shadow:0 1px 2px rgb(0 0 0/.4)}}
  *{box-sizing:border-box}
  body{margin:0;font-family:${SANS};
    background:var(--background);color:var(--foreground);line-height:1.5;-webkit-font-smoothing:antialiased}
  header{position:sticky;top:0;border-bottom:1px solid var(--border);background:color-mix(in srgb,var(--background) 85%,transparent);
    backdrop-filter:blur(12px)}
  .bar{max-width:72rem;margin:0 auto;height:64px;display:flex;align-items:center;padding:0 16px}
  .home{display:inline-flex;align-items:center;gap:10px;color:var(--foreground);text-decoration:none;border-radius:8px;
    font:800 18px/1 ${DISPLAY};letter-spacing:-.01em}
  .home img{width:36px;height:36px}.track{color:var(--primary)}
  main{max-width:480px;margin:0 auto;padding:32px 16px 48px}
  .badge{display:inline-block;background:var(--ember-soft);color:var(--ember-strong);border:1px solid color-mix(in srgb,var(--ember-strong) 35%,transparent);
    border-radius:999px;padding:4px 12px;font-size:13px;font-weight:700}
  .card{background:var(--surface);border:1px solid var(--border);border-radius:20px;padding:24px;margin-top:16px;box-shadow:var(--shadow)}
  h1{font:800 28px/1.2 ${DISPLAY};letter-spacing:-.025em;margin:16px 0 4px}
  h2{font-size:18px;margin:0 0 8px}p{margin:8px 0;color:var(--muted-foreground)}
  .price{font:800 36px/1.1 ${DISPLAY};color:var(--foreground);margin:4px 0;font-variant-numeric:tabular-nums}
  .per-month{font-weight:600;color:var(--foreground)}
  ul{padding-left:20px;margin:12px 0;color:var(--muted-foreground)}li{margin:4px 0}li strong{color:var(--foreground)}
  button{width:100%;font:inherit;font-weight:600;border-radius:10px;padding:12px 16px;cursor:pointer;border:1px solid transparent;margin-top:8px}
  .primary{background:var(--primary);color:var(--primary-foreground)}.primary:hover{background:var(--primary-hover)}
  .secondary{background:var(--surface);color:var(--foreground);border-color:var(--input)}.secondary:hover{background:var(--secondary-hover)}
  button:focus-visible,a:focus-visible{outline:2px solid var(--ring);outline-offset:2px}
  a{color:var(--primary);font-weight:600;text-underline-offset:4px}
  dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px;margin:0}dt{color:var(--muted-foreground)}dd{margin:0;font-weight:600}
`;

/** "Nov 25, 2027": the server's pages have no user's locale or zone to go by. */
const dateOf = (iso: string) => new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));

/** What every page of a server shares: the address of the build's font, if it has one. */
export interface PageOptions {
  fontUrl: string | null;
}

function page({ fontUrl }: PageOptions, title: string, body: HtmlEscapedString | Promise<HtmlEscapedString>) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <meta name="color-scheme" content="light dark" />
        <title>${title} — CarniTrack</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        ${fontUrl ? html`<link rel="preload" href="${fontUrl}" as="font" type="font/woff2" crossorigin />` : ""}
        <style>
          ${raw(fontFaces(fontUrl) + STYLE)}
        </style>
      </head>
      <body>
        <header>
          <div class="bar">
            <a class="home" href="/dashboard" aria-label="CarniTrack, go to dashboard"
              ><img src="/favicon.svg" alt="" width="36" height="36" /><span>Carni<span class="track">Track</span></span></a
            >
          </div>
        </header>
        <main>${body}</main>
      </body>
    </html>`;
}

export function testCheckoutPage(options: PageOptions, plan: PlanId) {
  const { label } = PLANS[plan];
  return page(
    options,
    `Subscribe ${label}`,
    html`<span class="badge">Test mode — no real charge</span>
      <h1>CarniTrack Premium · ${label}</h1>
      <div class="card">
        <div class="price">${formatPrice(plan)}</div>
        ${
          plan === "yearly"
            ? html`<p class="per-month">That's ${formatMonthlyEquivalent(plan)}</p>
                <p><strong>Save ${YEARLY_SAVINGS_PERCENT}%</strong> compared with paying monthly.</p>`
            : ""
        }
        <ul>
          ${PLAN_FEATURES.map(({ area, premium }) => html`<li><strong>${area}:</strong> ${premium.join(", ")}</li>`)}
        </ul>
        <p>Renews automatically. Cancel any time in account settings.</p>
        <form method="post">
          <button class="primary" type="submit">Subscribe</button>
        </form>
        <p><a href="/dashboard">Cancel and go back</a></p>
      </div>`,
  );
}

export function testPortalPage(options: PageOptions, subscription: SubscriptionDetails | null, subscribed: boolean) {
  const renewal = subscription ? dateOf(subscription.currentPeriodEnd) : "";
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
    options,
    "Manage subscription",
    html`<span class="badge">Test mode — no real charge</span>
      <h1>Manage subscription</h1>
      ${body}
      <p><a href="/dashboard">Back to the dashboard</a></p>`,
  );
}

export function paymentsNotConfiguredPage(options: PageOptions) {
  return page(
    options,
    "Payments unavailable",
    html`<h1>Payments are not configured</h1>
      <div class="card">
        <p>Subscriptions cannot be bought or managed on this server right now. Please try again later.</p>
        <p><a href="/dashboard">Back to the dashboard</a></p>
      </div>`,
  );
}

/** Stripe could not be reached (or refused us): nothing was charged, and trying later will work. */
export function paymentsUnavailablePage(options: PageOptions) {
  return page(
    options,
    "Payments unavailable",
    html`<h1>Payments are temporarily unavailable</h1>
      <div class="card">
        <p>We couldn't reach our payment provider just now. Nothing was charged. Please try again in a few minutes.</p>
        <p><a href="/dashboard">Back to the dashboard</a></p>
      </div>`,
  );
}
