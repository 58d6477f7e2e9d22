import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { SUBSCRIPTION_SOURCES } from "@app/shared/billing";
import type { FoodGroup, Nutrients, Portion } from "@app/shared/food";
import { JOURNAL_TAGS, LENGTH_UNITS, PHOTO_POSES, WEIGHT_UNITS } from "@app/shared/progress";
import type { RecipeCategory } from "@app/shared/recipes";
import type { PostCategory, ReportReason, RichText } from "@app/shared/community";
import type { RecipeFile } from "@app/shared";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

// Auth tables: the shape Better Auth's Drizzle adapter expects (plural model names).
export const users = pgTable("users", {
  id: text("id").primaryKey(),
  /** The user's full name (spec: full_name, given at sign-up). */
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /** "member", "moderator" (the community's moderation queue) or "admin": granted by `npm run admin`, never by an endpoint. */
  role: text("role", { enum: ["member", "moderator", "admin"] })
    .notNull()
    .default("member"),
  ...timestamps,
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

export const fastingSessions = pgTable(
  "fasting_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startTime: timestamp("start_time", { withTimezone: true }).notNull().defaultNow(),
    endTime: timestamp("end_time", { withTimezone: true }),
    fastingType: text("fasting_type").notNull(),
    durationHours: numeric("duration_hours", { precision: 8, scale: 2, mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one active fast per user; also serves the "active session" read.
    uniqueIndex("fasting_sessions_one_active_per_user")
      .on(t.userId)
      .where(sql`${t.endTime} is null`),
    // Serves the "recent sessions" read: user, finished, newest end first.
    index("fasting_sessions_recent_idx")
      .on(t.userId, t.endTime.desc())
      .where(sql`${t.endTime} is not null`),
    check("fasting_sessions_end_after_start", sql`${t.endTime} is null or ${t.endTime} >= ${t.startTime}`),
  ],
);

/** Fixed-window counters for rate limits, shared by every server process. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/**
 * E-mail confirmation links. Each confirms one credential: the password hash it was issued for
 * (a later sign-up that replaces the pending password makes every earlier link useless), and
 * works once. Only the SHA-256 of the token is stored.
 */
export const emailVerifications = pgTable(
  "email_verifications",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the password hash this link confirms. */
    credential: text("credential").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when used, or when the address was confirmed through another link. */
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("email_verifications_user_id_idx").on(t.userId)],
);

/**
 * The browser that chose an unconfirmed account's password: the SHA-256 of a random value kept in
 * that browser's httpOnly cookie. A confirmation link opened there signs in at once; anywhere
 * else it asks for the password first.
 */
export const pendingSignups = pgTable("pending_signups", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  browser: text("browser").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Durable background jobs (mail and anything else that must not run on the request path), shared
 * by every server process: a job is claimed with FOR UPDATE SKIP LOCKED, retried with backoff, and
 * picked up again if the process running it dies.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    queue: text("queue").notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status", { enum: ["pending", "running", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull(),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    /** While running: when the claim lapses and another worker may take the job over. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("jobs_due_idx")
      .on(t.runAt)
      .where(sql`${t.status} <> 'failed'`),
  ],
);

/** Premium entitlements from every source: Stripe (web), App Store and Play Store (via RevenueCat), test mode. */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: text("source", { enum: SUBSCRIPTION_SOURCES }).notNull(),
    plan: text("plan", { enum: ["monthly", "yearly"] }).notNull(),
    /** Provider status, e.g. active, trialing, past_due, canceled, expired. */
    status: text("status").notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** Stripe subscription id, the store's original transaction id, or a test id. */
    providerSubscriptionId: text("provider_subscription_id").notNull(),
    providerCustomerId: text("provider_customer_id"),
    /** Time of the provider event this row reflects, so an older event never overwrites a newer one. */
    providerUpdatedAt: timestamp("provider_updated_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("subscriptions_provider_id").on(t.source, t.providerSubscriptionId), index("subscriptions_user_id_idx").on(t.userId)],
);

/** The Stripe customer we created for a user, so webhooks about that customer find the user. */
export const stripeCustomers = pgTable("stripe_customers", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  customerId: text("customer_id").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Webhook deliveries already applied; providers retry and may deliver an event twice. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * Reference data: USDA SR Legacy, imported at start (modules/food/catalog), the same for everyone.
 * Nutrients are per 100 g; a key that is absent is a value USDA did not measure ("no data").
 */
export const foods = pgTable(
  "foods",
  {
    /** USDA's NDB number, e.g. "01123". */
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    usdaGroup: text("usda_group").notNull(),
    group: text("food_group").$type<FoodGroup>().notNull(),
    animal: boolean("animal").notNull(),
    nutrients: jsonb("nutrients").$type<Nutrients>().notNull(),
    portions: jsonb("portions").$type<Portion[]>().notNull(),
    /** For a cooked food: its raw form. */
    rawId: text("raw_id"),
    /** Cooked grams per raw gram, when the raw weight of this cooked food can be logged. */
    cookedYield: doublePrecision("cooked_yield"),
    yieldSource: text("yield_source", { enum: ["usda-portion", "protein-retention"] }),
  },
  (t) => [index("foods_raw_id_idx").on(t.rawId)],
);

/** Which release of the reference data is imported, so the import runs once per release. */
export const referenceData = pgTable("reference_data", {
  name: text("name").primaryKey(),
  version: text("version").notNull(),
  importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A user's own foods (a label's basics), visible only to them. Nutrients per 100 g. */
export const customFoods = pgTable(
  "custom_foods",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    nutrients: jsonb("nutrients").$type<Nutrients>().notNull(),
    /** The serving the user entered the label for, if they entered it per serving. */
    servingGrams: doublePrecision("serving_grams"),
    servingLabel: text("serving_label"),
    ...timestamps,
  },
  (t) => [index("custom_foods_user_idx").on(t.userId)],
);

/**
 * What a user ate: a USDA food or one of their custom foods, the amount as they gave it, and the
 * grams of the food as eaten. Weighed raw and eaten cooked: `weighed_grams` is the raw weight and
 * `grams` what it yields cooked (`cooked_yield`), so nutrition always reads `grams` of `food_id`.
 */
export const foodLogEntries = pgTable(
  "food_log_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    foodId: text("food_id").references(() => foods.id),
    customFoodId: uuid("custom_food_id").references(() => customFoods.id, { onDelete: "cascade" }),
    /** The amount as entered: `amount` of `unit` ("g", "oz" or a portion's label) = `weighed_grams`. */
    amount: doublePrecision("amount").notNull(),
    unit: text("unit").notNull(),
    weighedGrams: doublePrecision("weighed_grams").notNull(),
    /** "raw" when the amount was weighed before cooking; "as-eaten" otherwise. */
    weighed: text("weighed", { enum: ["as-eaten", "raw"] })
      .notNull()
      .default("as-eaten"),
    cookedYield: doublePrecision("cooked_yield"),
    /** Grams of the food as eaten: what nutrition is computed from. */
    grams: doublePrecision("grams").notNull(),
    eatenAt: timestamp("eaten_at", { withTimezone: true }).notNull(),
    note: text("note"),
    ...timestamps,
  },
  (t) => [
    // The day view and the trends: one user's entries in a time range.
    index("food_log_entries_user_eaten_idx").on(t.userId, t.eatenAt),
    check("food_log_entries_one_food", sql`(${t.foodId} is null) <> (${t.customFoodId} is null)`),
    check("food_log_entries_grams", sql`${t.grams} > 0 and ${t.weighedGrams} > 0`),
  ],
);

/** Foods a user starred, shown before they type. */
export const foodFavorites = pgTable(
  "food_favorites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** A USDA id or a custom food's id. */
    foodId: text("food_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.foodId] })],
);

/** A user's nutrition targets and the facts the reference intakes depend on. */
export const nutritionTargets = pgTable("nutrition_targets", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  targets: jsonb("targets").$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The units a user reads and enters weights and body measurements in (stored metric). */
export const unitPreferences = pgTable("unit_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  weightUnit: text("weight_unit", { enum: WEIGHT_UNITS }).notNull().default("kg"),
  lengthUnit: text("length_unit", { enum: LENGTH_UNITS }).notNull().default("cm"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Weigh-ins: one per local day (a second one replaces the first), kilograms to 0.1. */
export const weightEntries = pgTable(
  "weight_entries",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    weightKg: numeric("weight_kg", { precision: 4, scale: 1, mode: "number" }).notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), check("weight_entries_bounds", sql`${t.weightKg} between 20 and 400`)],
);

/** Body measurements of a day, centimetres to 0.1; any of them may be missing. */
export const bodyMeasurements = pgTable(
  "body_measurements",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    waistCm: numeric("waist_cm", { precision: 4, scale: 1, mode: "number" }),
    hipsCm: numeric("hips_cm", { precision: 4, scale: 1, mode: "number" }),
    chestCm: numeric("chest_cm", { precision: 4, scale: 1, mode: "number" }),
    armCm: numeric("arm_cm", { precision: 4, scale: 1, mode: "number" }),
    thighCm: numeric("thigh_cm", { precision: 4, scale: 1, mode: "number" }),
    neckCm: numeric("neck_cm", { precision: 4, scale: 1, mode: "number" }),
    bodyFatPct: numeric("body_fat_pct", { precision: 3, scale: 1, mode: "number" }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** The daily journal: how the day felt (1–5 each, any may be left out), symptoms and a note. */
export const journalEntries = pgTable(
  "journal_entries",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    energy: smallint("energy"),
    mood: smallint("mood"),
    sleep: smallint("sleep"),
    digestion: smallint("digestion"),
    tags: text("tags", { enum: JOURNAL_TAGS })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    note: text("note").notNull().default(""),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    check(
      "journal_entries_scores",
      sql`coalesce(${t.energy}, 1) between 1 and 5 and coalesce(${t.mood}, 1) between 1 and 5 and coalesce(${t.sleep}, 1) between 1 and 5 and coalesce(${t.digestion}, 1) between 1 and 5`,
    ),
    check("journal_entries_note_length", sql`char_length(${t.note}) <= 5000`),
  ],
);

/**
 * Progress photos. The files live in object storage under users/<user>/photos/<id>.jpg and
 * <id>-thumb.jpg (re-encoded, metadata stripped); the row holds what the pages need to lay them out.
 */
export const progressPhotos = pgTable(
  "progress_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    takenOn: date("taken_on", { mode: "string" }).notNull(),
    pose: text("pose", { enum: PHOTO_POSES }).notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The photo list and the overview's latest: one user's photos, newest day first.
  (t) => [index("progress_photos_user_taken_idx").on(t.userId, t.takenOn)],
);

/**
 * Our recipes, loaded from apps/server/recipes/*.json at start (the files are the source; this is
 * their copy, replaced on every start, so favourites can refer to them). Nutrition is computed
 * from the ingredients' foods, per serving; a nutrient some ingredient has no data for is listed
 * in `incomplete`.
 */
export const recipes = pgTable("recipes", {
  slug: text("slug").primaryKey(),
  title: text("title").notNull(),
  category: text("category").$type<RecipeCategory>().notNull(),
  free: boolean("free").notNull(),
  publishedOn: date("published_on", { mode: "string" }).notNull(),
  /** The whole file as it was loaded, and what was computed from it. */
  content: jsonb("content").$type<RecipeFile>().notNull(),
  nutrition: jsonb("nutrition").$type<{ perServing: Nutrients; incomplete: string[] }>().notNull(),
  loadedAt: timestamp("loaded_at", { withTimezone: true }).notNull().defaultNow(),
});

export const recipeFavorites = pgTable(
  "recipe_favorites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    slug: text("slug")
      .notNull()
      .references(() => recipes.slug, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.slug] })],
);

/**
 * A member's community face: a public id and display name (unique whatever the case), and what
 * the community keeps about them: their last visit to the feed, the guidelines accepted, a
 * moderator's suspension from posting.
 */
export const communityProfiles = pgTable(
  "community_profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The id others see: never the account's. */
    memberId: uuid("member_id").notNull().unique().defaultRandom(),
    displayName: text("display_name").notNull(),
    feedSeenAt: timestamp("feed_seen_at", { withTimezone: true }),
    guidelinesAcceptedAt: timestamp("guidelines_accepted_at", { withTimezone: true }),
    suspendedUntil: timestamp("suspended_until", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex("community_profiles_display_name_key").on(sql`lower(${t.displayName})`)],
);

export const posts = pgTable(
  "posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    category: text("category").$type<PostCategory>().notNull(),
    title: text("title").notNull(),
    /** The Markdown as written, and the rich text it was checked into. */
    body: text("body").notNull(),
    doc: jsonb("doc").$type<RichText>().notNull(),
    photoWidth: integer("photo_width"),
    photoHeight: integer("photo_height"),
    likeCount: integer("like_count").notNull().default(0),
    /** Comments everyone can see (not hidden, nor under a hidden comment): community/posts.ts recountComments. */
    commentCount: integer("comment_count").notNull().default(0),
    /** To the millisecond, as the feed's cursor carries it (a microsecond more would skip a post). */
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`date_trunc('milliseconds', now())`),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  },
  (t) => [
    // The feed, newest first, and by category: keyset pages over (created_at, id).
    index("posts_feed_idx").on(t.createdAt.desc(), t.id.desc()),
    index("posts_category_feed_idx").on(t.category, t.createdAt.desc(), t.id.desc()),
    index("posts_author_idx").on(t.authorId),
  ],
);

export const comments = pgTable(
  "comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    /** A reply's top-level comment (replies go one level deep). */
    parentId: uuid("parent_id").references((): AnyPgColumn => comments.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    doc: jsonb("doc").$type<RichText>().notNull(),
    likeCount: integer("like_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  },
  (t) => [index("comments_post_idx").on(t.postId, t.createdAt), index("comments_author_idx").on(t.authorId)],
);

/** A like, one per member and post or comment. */
export const reactions = pgTable(
  "reactions",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetType: text("target_type", { enum: ["post", "comment"] }).notNull(),
    targetId: uuid("target_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.targetType, t.targetId] }), index("reactions_target_idx").on(t.targetType, t.targetId)],
);

export const reports = pgTable(
  "reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetType: text("target_type", { enum: ["post", "comment"] }).notNull(),
    targetId: uuid("target_id").notNull(),
    reason: text("reason").$type<ReportReason>().notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** A moderator hid, restored or dismissed the item: the report is dealt with. */
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    index("reports_open_idx").on(t.resolvedAt, t.createdAt),
    index("reports_target_idx").on(t.targetType, t.targetId),
    // One open report a member and item: reporting twice changes nothing; once a moderator dealt
    // with it, the member can report the item again (it may have been edited since).
    uniqueIndex("reports_once_idx")
      .on(t.userId, t.targetType, t.targetId)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

/** Every moderator action, with who and when: kept when the people in it leave. */
export const moderationActions = pgTable(
  "moderation_actions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    moderatorId: text("moderator_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action", { enum: ["hide", "restore", "dismiss", "suspend"] }).notNull(),
    targetType: text("target_type", { enum: ["post", "comment"] }),
    targetId: uuid("target_id"),
    memberId: text("member_user_id").references(() => users.id, { onDelete: "set null" }),
    until: timestamp("until", { withTimezone: true }),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("moderation_actions_created_idx").on(t.createdAt)],
);

/** A member who does not want to see another's posts and comments. */
export const blocks = pgTable(
  "blocks",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedUserId: text("blocked_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.blockedUserId] })],
);

/** In-app notifications: a comment on your post, a reply to your comment. */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["comment", "reply"] }).notNull(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    commentId: uuid("comment_id")
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    actorId: text("actor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.createdAt)],
);

export const schema = {
  users,
  sessions,
  accounts,
  verifications,
  fastingSessions,
  rateLimits,
  emailVerifications,
  pendingSignups,
  jobs,
  subscriptions,
  stripeCustomers,
  webhookEvents,
  foods,
  referenceData,
  customFoods,
  foodLogEntries,
  foodFavorites,
  nutritionTargets,
  unitPreferences,
  weightEntries,
  bodyMeasurements,
  journalEntries,
  progressPhotos,
  recipes,
  recipeFavorites,
  communityProfiles,
  posts,
  comments,
  reactions,
  reports,
  moderationActions,
  blocks,
  notifications,
};

/** Tables of reference data, the same for every user (imported at start, never emptied by tests). */
export const REFERENCE_TABLES = [foods, referenceData, recipes] as const;
