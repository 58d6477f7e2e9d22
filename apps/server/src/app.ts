import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { secureHeaders } from "hono/secure-headers";
import type { Database } from "./db/client";
import { AppError, errorBody, handleError } from "./lib/errors";
import type { Logger } from "./lib/logger";
import { accountRoutes } from "./modules/account/account.routes";
import { AUTH_BASE_PATH, type Auth } from "./modules/auth/auth";
import { fastingRoutes } from "./modules/fasting/fasting.routes";
import { authRoutes } from "./modules/auth/auth.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { webRoutes } from "./modules/web/web.routes";

export interface AppDeps {
  database: Database;
  auth: Auth;
  logger: Logger;
  appUrl: string;
  trustedOrigins: string[];
  trustProxy: number;
  webDist: string;
  isProduction: boolean;
}

const MAX_BODY_BYTES = 64 * 1024;

export function createApp(deps: AppDeps) {
  const { database, auth, logger, trustedOrigins } = deps;
  const app = new Hono();

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    // Path only: query strings can carry one-time tokens.
    logger.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      "request",
    );
  });

  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Toast and dialog libraries set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      xFrameOptions: "DENY",
      referrerPolicy: "strict-origin-when-cross-origin",
      strictTransportSecurity: deps.isProduction ? "max-age=31536000; includeSubDomains" : false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compress());

  app.use("/api/*", async (c, next) => {
    c.header("Cache-Control", "no-store");
    // CSRF: a state-changing request must come from our own pages (or carry no Origin at all, as
    // non-browser clients do). Cookies are SameSite=Lax as a second layer.
    if (!["GET", "HEAD", "OPTIONS"].includes(c.req.method) && !c.req.path.startsWith("/api/webhooks/")) {
      const origin = c.req.header("origin");
      const fetchSite = c.req.header("sec-fetch-site");
      if ((origin && !trustedOrigins.includes(origin)) || (!origin && fetchSite === "cross-site")) {
        throw new AppError("FORBIDDEN", "This request came from another site and was refused.");
      }
    }
    await next();
  });
  app.use(
    "/api/*",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json(errorBody("PAYLOAD_TOO_LARGE", "The request body is too large."), 413),
    }),
  );

  app.route(AUTH_BASE_PATH, authRoutes({ auth, db: database.db, trustProxy: deps.trustProxy, logger }));
  app.route("/api", apiRoutes(deps));
  app.all("/api/*", () => {
    throw new AppError("NOT_FOUND", "There is no such API endpoint.");
  });

  app.route("/", webRoutes({ webDist: deps.webDist }));

  app.onError((err, c) => handleError(err, c, logger));
  app.notFound((c) => c.json(errorBody("NOT_FOUND", "Not found."), 404));
  return app;
}

/** The typed part of the API, used by the web app through hono/client. */
function apiRoutes({ auth, database }: AppDeps) {
  return new Hono()
    .route("/health", healthRoutes({ database }))
    .route("/account", accountRoutes({ auth, db: database.db }))
    .route("/fasting", fastingRoutes({ auth, db: database.db }));
}

export type ApiType = ReturnType<typeof apiRoutes>;
