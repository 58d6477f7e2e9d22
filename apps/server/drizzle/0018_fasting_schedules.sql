CREATE TABLE "fasting_schedules" (
	"user_id" text PRIMARY KEY NOT NULL,
	"fasting_type" text NOT NULL,
	"start_time" text NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"time_zone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fasting_schedules_start_time" CHECK ("fasting_schedules"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "fasting_schedules_weekdays" CHECK (cardinality("fasting_schedules"."weekdays") between 1 and 7 and "fasting_schedules"."weekdays" <@ array[0, 1, 2, 3, 4, 5, 6]::smallint[])
);
--> statement-breakpoint
ALTER TABLE "fasting_schedules" ADD CONSTRAINT "fasting_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;