CREATE TABLE "body_measurements" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"waist_cm" numeric(4, 1),
	"hips_cm" numeric(4, 1),
	"chest_cm" numeric(4, 1),
	"arm_cm" numeric(4, 1),
	"thigh_cm" numeric(4, 1),
	"neck_cm" numeric(4, 1),
	"body_fat_pct" numeric(3, 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "body_measurements_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"energy" smallint,
	"mood" smallint,
	"sleep" smallint,
	"digestion" smallint,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "journal_entries_scores" CHECK (coalesce("journal_entries"."energy", 1) between 1 and 5 and coalesce("journal_entries"."mood", 1) between 1 and 5 and coalesce("journal_entries"."sleep", 1) between 1 and 5 and coalesce("journal_entries"."digestion", 1) between 1 and 5),
	CONSTRAINT "journal_entries_note_length" CHECK (char_length("journal_entries"."note") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "progress_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"taken_on" date NOT NULL,
	"pose" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"weight_unit" text DEFAULT 'kg' NOT NULL,
	"length_unit" text DEFAULT 'cm' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weight_entries" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"weight_kg" numeric(4, 1) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weight_entries_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "weight_entries_bounds" CHECK ("weight_entries"."weight_kg" between 20 and 400)
);
--> statement-breakpoint
ALTER TABLE "body_measurements" ADD CONSTRAINT "body_measurements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_photos" ADD CONSTRAINT "progress_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_preferences" ADD CONSTRAINT "unit_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weight_entries" ADD CONSTRAINT "weight_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "progress_photos_user_idx" ON "progress_photos" USING btree ("user_id","pose","taken_on");