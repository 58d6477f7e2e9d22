-- The fasting target hours: each fast stores the hours it aims at, set when it starts from its type
-- (`targetHours` in @app/shared), so statistics read a number instead of parsing "Custom 36h" in SQL.
ALTER TABLE "fasting_sessions" ADD COLUMN "target_hours" smallint;--> statement-breakpoint
-- Existing fasts: the spec's rule (section 4) as the statistics applied it until now, the order of
-- the checks included. Every type gets a number (one naming no target gets 16), so the column can
-- be NOT NULL. The last time the rule is written in SQL.
UPDATE "fasting_sessions" SET "target_hours" = case
    when "fasting_type" like '%18:6%' then 18
    when "fasting_type" like '%20:4%' then 20
    when "fasting_type" like '%24%' then 24
    when "fasting_type" ~ '^Custom [1-9][0-9]?h$' then substring("fasting_type" from '^Custom ([1-9][0-9]?)h$')::int
    else 16
  end;--> statement-breakpoint
ALTER TABLE "fasting_sessions" ALTER COLUMN "target_hours" SET DEFAULT 16;--> statement-breakpoint
ALTER TABLE "fasting_sessions" ALTER COLUMN "target_hours" SET NOT NULL;
