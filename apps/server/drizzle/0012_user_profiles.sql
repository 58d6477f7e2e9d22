-- Why: the first-run onboarding's answers that belong to no other module (goal, usual fasting
-- plan, dairy and eggs) and how and when onboarding ended, so it is shown once and follows the
-- user across devices. Accounts made before this release are not new: they are marked as having
-- skipped it (they can still open it from Settings) instead of being interrupted on their next visit.
-- An account that never confirmed its email has never used the app: it is new and gets onboarding.
CREATE TABLE "user_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"goal" text,
	"fasting_plan" text,
	"eats_dairy" boolean,
	"eats_eggs" boolean,
	"onboarding_outcome" text,
	"onboarding_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_profiles_onboarding" CHECK (("user_profiles"."onboarding_outcome" is null) = ("user_profiles"."onboarding_at" is null))
);
--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "user_profiles" ("user_id", "onboarding_outcome", "onboarding_at") SELECT "id", 'skipped', now() FROM "users" WHERE "email_verified";
