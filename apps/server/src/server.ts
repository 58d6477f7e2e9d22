import path from "node:path";
import type { AddressInfo } from "node:net";
import { createServer, ServerResponse, type IncomingMessage, type Server } from "node:http";
import { serve } from "@hono/node-server";
import compression from "compression";
import { createApp, listApiEndpoints } from "./app";
import type { Config } from "./config";
import { sql } from "drizzle-orm";
import { knowDatabaseTimeZones } from "@app/shared/time";
import { openDatabase, rowsOf, type Database } from "./db/client";
import type { Logger } from "./platform/logger";
import { accountUserData, eraseBeforeDeletion } from "./modules/account";
import { authUserData, createAuth, type Auth } from "./modules/auth";
import { ChangeFeed, CHANGES_CHANNEL } from "./platform/changes";
import { billingUserData } from "./modules/billing";
import { fastingScheduleUserData, fastingUserData } from "./modules/fasting";
import { foodUserData, openFoodCatalog, type FoodCatalog } from "./modules/food";
import { progressUserData } from "./modules/progress";
import { profileUserData } from "./modules/profile";
import { openRecipeCatalog, recipesUserData } from "./modules/recipes";
import { communityUserData } from "./modules/community";
import { photosUserData } from "./modules/photos";
import { defineReminderJobs, remindersUserData, webPushSender, type SendPush } from "./modules/reminders";
import { DiskStorage, type ObjectStorage } from "./platform/storage";
import { S3Storage } from "./platform/s3-storage";
import { UserDataRegistry } from "./platform/user-data";
import { createMailer, mailQueue, type Mailer } from "./modules/mail";
import { JobQueue, jobsUserData } from "./platform/jobs";
import { rateLimitsUserData } from "./platform/rate-limit";
import { siteOrigins, type SiteOrigins } from "./platform/origins";
import { GZIP_THRESHOLD } from "./platform/gzip";
import { DEFAULT_WEB_DIST, MIGRATIONS_DIR, RECIPES_DIR } from "./paths";

export interface RunningServer {
  url: string;
  port: number;
  database: Database;
  mailer: Mailer;
  /** Background jobs (mail, sign-up, resends): tests wait on `jobs.idle()`. */
  jobs: JobQueue;
  /** Every module's share of a user's data (export, deletion). */
  userData: UserDataRegistry;
  /** Uploaded files (DATA_DIR/photos, or the S3 bucket of S3_URL / S3_BUCKET). */
  storage: ObjectStorage;
  auth: Auth;
  /** The origins that are this site (the banner lists `site.local()`). */
  site: SiteOrigins;
  /** "METHOD /path" of every API endpoint. */
  apiEndpoints: string[];
  /** Stops accepting connections, lets requests in flight finish, then closes the database. */
  close(): Promise<void>;
}

const nothing = () => {};
const plainWriteHead = ServerResponse.prototype.writeHead;

/**
 * Responses of 1 KB and more are gzipped when the client accepts it. The compression middleware's
 * wrapping costs a real share of a small request's CPU, so it is put on a response only when its
 * head is written with a length of GZIP_THRESHOLD or more, or without one (a stream); a smaller
 * one is sent as it is, as the middleware itself would.
 */
const gzipped = ((options: object, listener: (req: IncomingMessage, res: ServerResponse) => void) => {
  const compress = compression({ threshold: GZIP_THRESHOLD }) as unknown as (
    req: IncomingMessage,
    res: ServerResponse,
    next: () => void,
  ) => void;
  return createServer(options, (req, res) => {
    // An own property assigned (never deleted: a delete would turn the response into a slow
    // dictionary-mode object for the rest of its life).
    res.writeHead = function writeHead(this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
      const headers = args.at(-1);
      if (args.length > 1 && typeof headers === "object" && headers !== null && !Array.isArray(headers) && !small(res, headers)) {
        // The middleware wraps what writeHead is now: the plain one, so it runs once.
        res.writeHead = plainWriteHead;
        compress(req, res, nothing);
        return res.writeHead(...args);
      }
      return plainWriteHead.apply(res, args);
    } as ServerResponse["writeHead"];
    listener(req, res);
  });
}) as unknown as typeof createServer;

/** Whether a response's head says its body is under the threshold (a length set aside by the adapter counts). */
function small(res: ServerResponse, headers: object): boolean {
  const given = headers as Record<string, unknown>;
  const length =
    given["Content-Length"] ??
    given["content-length"] ??
    res.getHeader("content-length") ??
    (res as unknown as { _contentLength?: number | null })._contentLength;
  return length !== undefined && length !== null && Number(length) < GZIP_THRESHOLD;
}

export async function startServer(
  config: Config,
  logger: Logger,
  options: {
    database?: Database;
    /** Stands in for the Web Push sender (tests that count pushes without a push service). */
    sendPush?: SendPush;
    /**
     * Tests: the food catalog a test process has already read from a database like this one. The
     * USDA foods are reference data, the same in every test database, and reading them is most of
     * a server's start.
     */
    foodCatalog?: FoodCatalog;
  } = {},
): Promise<RunningServer> {
  const database = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  await database.migrate(MIGRATIONS_DIR);
  // Every zone the API takes must be one the database can compute days in (time/fields.ts in the shared package).
  knowDatabaseTimeZones(rowsOf<{ name: string }>(await database.db.execute(sql`select name from pg_timezone_names`)).map((r) => r.name));
  const foodCatalog = options.foodCatalog ?? (await openFoodCatalog(database.db, logger.child({ module: "food" })));
  const recipeCatalog = await openRecipeCatalog(database.db, (id) => foodCatalog.get(id), RECIPES_DIR);

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    logger,
    echo: config.env !== "test",
  });
  const jobs = new JobQueue(database.db, logger.child({ module: "jobs" }));
  const sendMail = mailQueue(jobs, mailer);
  // A loopback address may stand in for a push service only on a loopback APP_URL.
  const sendPush = options.sendPush ?? webPushSender({ vapid: config.vapid, policy: { allowLoopback: config.pushToLoopback } });
  defineReminderJobs(jobs, { db: database.db, sendPush, logger: logger.child({ module: "reminders" }) });
  // The site's own origins: APP_URL, and outside production this machine's addresses on its port.
  let listeningPort = config.port;
  const site = siteOrigins({ appUrl: config.appUrl, isProduction: config.isProduction, port: () => listeningPort });
  // Every module's share of a user's data, for "Download my data" and account deletion.
  const userData = new UserDataRegistry(database.db);
  // Billing before any section that erases files: its erase cancels paid subscriptions and may
  // refuse the deletion (Stripe unreachable) before anything has been erased.
  const billing = billingUserData({ stripe: config.stripe, logger: logger.child({ module: "billing" }) });
  for (const section of [
    accountUserData,
    authUserData,
    fastingUserData,
    fastingScheduleUserData,
    billing,
    foodUserData,
    progressUserData,
    profileUserData,
    recipesUserData,
    remindersUserData,
    jobsUserData,
    rateLimitsUserData,
  ])
    userData.register(section);
  // One bucket for many server processes; the disk for one.
  const storage: ObjectStorage = config.s3 ? new S3Storage(config.s3) : new DiskStorage(path.join(config.dataDir, "photos"));
  // Photos erase their files (users/<id>/photos/) themselves: a module owns its files as its rows.
  userData.register(photosUserData(storage));
  userData.register(communityUserData(storage));
  const auth = createAuth({
    db: database.db,
    appUrl: config.appUrl,
    secret: config.authSecret,
    secureCookies: config.secureCookies,
    site,
    nativeOrigins: config.nativeOrigins,
    sendMail,
    logger,
    sessionCookieCacheSeconds: config.sessionCookieCacheSeconds,
    beforeDeleteUser: eraseBeforeDeletion(userData),
  });
  const changes = new ChangeFeed();
  const stopListening = await database.listen(CHANGES_CHANNEL, changes);
  const app = createApp({
    database,
    config,
    auth,
    changes,
    jobs,
    sendMail,
    userData,
    foodCatalog,
    recipeCatalog,
    storage,
    logger,
    appUrl: config.appUrl,
    site,
    trustProxy: config.trustProxy,
    webDist: config.webDist ?? DEFAULT_WEB_DIST,
    isProduction: config.isProduction,
  });

  const server = await new Promise<Server>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host, createServer: gzipped }, () => resolve(s as Server));
    s.once("error", reject);
  });
  // Idle keep-alive sockets stay open longer than clients and load balancers keep theirs (often
  // 60 s), so a client never reuses a socket at the moment we close it (ECONNRESET).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const port = (server.address() as AddressInfo).port;
  listeningPort = port;
  // Every job type is defined by now (modules define theirs while the app is built).
  jobs.start();

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets would hold close() open for the keep-alive timeout: close each one as
        // soon as its request in flight has its response.
        server.closeIdleConnections();
        const sweep = setInterval(() => server.closeIdleConnections(), 50);
        server.once("close", () => clearInterval(sweep));
      });
      await jobs.stop();
      await stopListening();
      mailer.close();
      if (!options.database) await database.close();
    })());

  return {
    url: `http://localhost:${port}`,
    port,
    database,
    mailer,
    jobs,
    userData,
    storage,
    auth,
    site,
    apiEndpoints: listApiEndpoints(app),
    close,
  };
}
