-- The fasting target hours without a default: 0010 gave every existing fast its number, and every
-- insert now sets it from the fast's type (`targetHours` in @app/shared), so a forgotten target
-- fails instead of being stored as 16.
ALTER TABLE "fasting_sessions" ALTER COLUMN "target_hours" DROP DEFAULT;
