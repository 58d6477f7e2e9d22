CREATE TABLE "drink_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"water_target_ml" double precision,
	"electrolyte_mix" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drinks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"ml" double precision NOT NULL,
	"drunk_at" timestamp with time zone NOT NULL,
	"sodium_mg" double precision DEFAULT 0 NOT NULL,
	"potassium_mg" double precision DEFAULT 0 NOT NULL,
	"magnesium_mg" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drinks_ml" CHECK ("drinks"."ml" > 0),
	CONSTRAINT "drinks_minerals" CHECK ("drinks"."sodium_mg" >= 0 and "drinks"."potassium_mg" >= 0 and "drinks"."magnesium_mg" >= 0)
);
--> statement-breakpoint
ALTER TABLE "drink_settings" ADD CONSTRAINT "drink_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drinks" ADD CONSTRAINT "drinks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drinks_user_drunk_idx" ON "drinks" USING btree ("user_id","drunk_at");