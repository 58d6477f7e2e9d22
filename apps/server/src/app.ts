import path from "node:path";
import { SERVER_TIME_HEADER } from "@app/shared/http";
import { Hono, type MiddlewareHandler } from "hono";
import { except } from "hono/combine";
import { cors } from "hono/cors";
import { secureHeaders } from "hono/secure-headers";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { BODY_MAX_BYTES, BODY_METHODS, bodyLimit, WEBHOOK_BODY_MAX_BYTES } from "./platform/body-limit";
import { AppError, errorBody, handleError } from "./platform/errors";
import { requestLog, type Logger } from "./platform/logger";
import { refuseCrossSiteWrites, type SiteOrigins } from "./platform/origins";
import { guardRedirects } from "./platform/redirects";
import type { JobQueue } from "./platform/jobs";
import type { UserDataRegistry } from "./platform/user-data";
import type { ObjectStorage } from "./platform/storage";
import type { SendMail } from "./modules/mail";
import { accountRoutes } from "./modules/account";
import { checkoutRoutes, revenuecatWebhookRoutes, stripeWebhookRoutes, subscriptionRoutes } from "./modules/billing";
import { testingRoutes } from "./modules/testing";
import { fastingRoutes, fastingScheduleRoutes } from "./modules/fasting";
import { foodRoutes, type FoodCatalog } from "./modules/food";
import { progressRoutes } from "./modules/progress";
import { profileRoutes } from "./modules/profile";
import { previewImages, previewImageUrl, recipeRoutes, type RecipeCatalog } from "./modules/recipes";
import { communityRoutes, postExists } from "./modules/community";
import { photoRoutes } from "./modules/photos";
import { reminderRoutes } from "./modules/reminders";
import { AUTH_BASE_PATH, authRoutes, sessionSource, type Auth } from "./modules/auth";
import type { ChangeFeed } from "./platform/changes";
import { healthRoutes } from "./modules/health";
import { appFontUrl, webRoutes } from "./modules/web";

/** The photo upload routes: their body limit is their upload gate's. */
const PHOTO_UPLOAD_PATHS = ["/api/progress/photos", "/api/community/posts/:id/photo"];

export interface AppDeps {
  database: Database;
  config: Pick<
    Config,
    | "stripe"
    | "revenuecatWebhookAuth"
    | "nativeOrigins"
    | "secureCookies"
    | "testFixtures"
    | "authSecret"
    | "sessionCookieCacheSeconds"
    | "vapid"
    | "pushToLoopback"
  >;
  auth: Auth;
  /** The database's change notifications, which invalidate the session cache (auth/session-cache.ts). */
  changes?: ChangeFeed;
  jobs: JobQueue;
  sendMail: SendMail;
  userData: UserDataRegistry;
  foodCatalog: FoodCatalog;
  recipeCatalog: RecipeCatalog;
  /** Uploaded files (progress photos): DATA_DIR/photos or an S3 bucket. */
  storage: ObjectStorage;
  logger: Logger;
  appUrl: string;
  /** The origins that are this site (platform/origins.ts): CSRF checks and mail links. */
  site: SiteOrigins;
  trustProxy: number;
  webDist: string;
  isProduction: boolean;
}

export function createApp(deps: AppDeps) {
  const { database, auth, logger, site } = deps;
  const app = new Hono();

  app.use(requestLog(logger));
  app.use(guardRedirects({ appUrl: deps.appUrl, logger }));

  const hsts = deps.isProduction ? "max-age=31536000; includeSubDomains" : false;
  const pageHeaders = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Toast and dialog libraries set inline style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      // The service worker (/sw.js) and the web app manifest: our own files only.
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    strictTransportSecurity: hsts,
    crossOriginEmbedderPolicy: false,
  });
  // The build's hashed scripts, styles and fonts are never documents: only what applies to a
  // subresource is sent.
  const assetHeaders = secureHeaders({
    contentSecurityPolicy: undefined,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity: hsts,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  // API responses are data, never a page: OWASP's REST headers, with a CSP under which a JSON
  // response opened as a document can run nothing and be framed by no one. An HTML response under
  // /api (a library's error page) still gets the page set.
  const apiHeaders: [string, string][] = [
    ["Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'"],
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ...(hsts ? [["Strict-Transport-Security", hsts] as [string, string]] : []),
  ];
  const asPage = () => Promise.resolve();
  const apiAnswers: MiddlewareHandler = async (c, next) => {
    // A route may set its own (a photo's private caching); a response not made by c.json/c.body
    // (Better Auth's) keeps its own.
    c.header("Cache-Control", "no-store");
    await next();
    if (c.res.headers.get("content-type")?.startsWith("text/html")) await pageHeaders(c, asPage);
    else for (const [name, value] of apiHeaders) c.res.headers.set(name, value);
    // Taken as the response leaves, errors included: the app measures its clock's offset from it.
    // c.header would rebuild a finished Response.
    c.res.headers.set(SERVER_TIME_HEADER, String(Date.now()));
  };
  app.use((c, next) => {
    const path = c.req.path;
    if (path.startsWith("/api/") || path === "/api") return apiAnswers(c, next);
    return path.startsWith("/assets/") ? assetHeaders(c, next) : pageHeaders(c, next);
  });

  // The native app's WebView calls the API cross-origin with a bearer token (no cookies). The web
  // app's own requests skip CORS, which would rebuild every response to append Vary.
  const nativeCors = cors({
    origin: (origin) => (deps.config.nativeOrigins.includes(origin) ? origin : null),
    allowHeaders: ["Authorization", "Content-Type"],
    exposeHeaders: ["set-auth-token", SERVER_TIME_HEADER],
    allowMethods: ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
    maxAge: 600,
  });
  app.use("/api/*", (c, next) => (deps.config.nativeOrigins.includes(c.req.header("origin") ?? "") ? nativeCors(c, next) : next()));
  app.use("/api/*", refuseCrossSiteWrites({ site, nativeOrigins: deps.config.nativeOrigins }));
  // A photo upload's limit is its upload gate's (photos/upload.ts).
  app.on(BODY_METHODS, "/api/webhooks/*", bodyLimit(WEBHOOK_BODY_MAX_BYTES));
  app.on(BODY_METHODS, "*", except(["/api/webhooks/*", ...PHOTO_UPLOAD_PATHS], bodyLimit(BODY_MAX_BYTES)));
  app.route("/api/webhooks/stripe", stripeWebhookRoutes({ db: database.db, stripe: deps.config.stripe, logger }));
  app.route(
    "/api/webhooks/revenuecat",
    revenuecatWebhookRoutes({ db: database.db, authorization: deps.config.revenuecatWebhookAuth, logger }),
  );

  app.route(
    AUTH_BASE_PATH,
    authRoutes({
      auth,
      db: database.db,
      jobs: deps.jobs,
      sendMail: deps.sendMail,
      appUrl: deps.appUrl,
      site,
      secureCookies: deps.config.secureCookies,
      trustProxy: deps.trustProxy,
      nativeOrigins: deps.config.nativeOrigins,
      logger,
    }),
  );
  app.route("/api", apiRoutes(deps));
  if (deps.config.testFixtures) app.route("/api/testing", testingRoutes({ db: database.db, auth }));
  app.all("/api/*", () => {
    throw new AppError("NOT_FOUND", "There is no such API endpoint.");
  });

  app.route(
    "/",
    checkoutRoutes({
      auth,
      db: database.db,
      appUrl: deps.appUrl,
      isOwnOrigin: site.isOwn,
      stripe: deps.config.stripe,
      isProduction: deps.isProduction,
      logger,
      fontUrl: appFontUrl(deps.webDist),
    }),
  );
  app.route(
    "/",
    webRoutes({
      webDist: deps.webDist,
      appUrl: deps.appUrl,
      sessionCookieName: () => auth.$context.then((context) => context.authCookies.sessionToken.name),
      // Read only: renewing the session (and its cookie) stays with the app's own check.
      sessionFor: async (headers) => {
        const found = await auth.api.getSession({ headers, query: { disableRefresh: true } });
        if (!found) return null;
        const { token: _token, ...session } = found.session;
        return { session, user: found.user };
      },
      // A recipe's page exists only for our recipes: another slug is the app's 404 page with a 404.
      // A shared recipe link shows its title and picture in link previews.
      pageFor: async (pathname) => {
        const recipe = /^\/recipes\/([^/]+)\/?$/.exec(pathname);
        if (recipe) {
          const found = deps.recipeCatalog.get(recipe[1]!);
          if (!found) return { found: false };
          return { found: true, title: found.title, description: found.description, image: previewImageUrl(found.slug) };
        }
        // A post's page: 404 for an id that is no post (who may read it is the API's to say).
        const post = /^\/community\/([^/]+)\/?$/.exec(pathname);
        if (post && post[1] !== "guidelines" && post[1] !== "moderation") {
          return (await postExists(database.db, post[1]!)) ? { found: true } : { found: false };
        }
        return undefined;
      },
    }),
  );

  app.onError((err, c) => handleError(err, c, logger));
  app.notFound((c) => c.json(errorBody("NOT_FOUND", "Not found."), 404));
  return app;
}

/** The API's routes. Their request and response shapes live in @app/shared, so both sides are typed from one definition. */
function apiRoutes({
  auth: betterAuth,
  config,
  database,
  userData,
  foodCatalog,
  recipeCatalog,
  storage,
  webDist,
  logger,
  changes,
}: AppDeps) {
  const auth = sessionSource({
    auth: betterAuth,
    db: database.db,
    secret: config.authSecret,
    cookieCache: config.sessionCookieCacheSeconds > 0,
    changes,
  });
  // A router on a path under another's (/fasting/schedule, /progress/photos) comes first: it ends
  // the request before the outer one's requireUser looks up the session again.
  return new Hono()
    .route("/health", healthRoutes({ database }))
    .route("/account", accountRoutes({ auth, db: database.db, userData, logger }))
    .route("/fasting/schedule", fastingScheduleRoutes({ auth, db: database.db }))
    .route("/fasting", fastingRoutes({ auth, db: database.db }))
    .route("/food", foodRoutes({ auth, db: database.db, catalog: foodCatalog }))
    .route("/progress/photos", photoRoutes({ auth, db: database.db, storage }))
    .route("/progress", progressRoutes({ auth, db: database.db }))
    .route("/profile", profileRoutes({ auth, db: database.db }))
    .route(
      "/reminders",
      reminderRoutes({ auth, db: database.db, vapidPublicKey: config.vapid.publicKey, policy: { allowLoopback: config.pushToLoopback } }),
    )
    .route(
      "/recipes",
      recipeRoutes({
        auth,
        db: database.db,
        recipes: recipeCatalog,
        foods: foodCatalog,
        previewImage: previewImages(path.join(webDist, "illustrations", "recipes")),
      }),
    )
    .route("/community", communityRoutes({ auth, db: database.db, storage }))
    .route("/subscription", subscriptionRoutes({ auth, db: database.db, stripe: config.stripe, logger }));
}

/** Every endpoint under /api with its input and response, for the web app's typed client. */
export type ApiType = ReturnType<typeof apiRoutes>;

/** "METHOD /path" of every API endpoint the app serves (the abuse suite checks each one). */
export function listApiEndpoints(app: Hono): string[] {
  const routes = app.routes
    .filter((r) => r.method !== "ALL" && r.path.startsWith("/api/") && !r.path.includes("*"))
    .map((r) => `${r.method} ${r.path}`);
  return [...new Set(routes)].sort();
}
