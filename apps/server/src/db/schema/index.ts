// Every table, one file per module. Consumers that need the whole set (the drizzle client, Better
// Auth's adapter, drizzle-kit) read this module as a namespace: `import * as schema from "./schema"`,
// so it exports tables only.
export * from "./auth";
export * from "./billing";
export * from "./community";
export * from "./fasting";
export * from "./food";
export * from "./photos";
export * from "./platform";
export * from "./progress";
export * from "./recipes";
export * from "./profile";
export * from "./reminders";
