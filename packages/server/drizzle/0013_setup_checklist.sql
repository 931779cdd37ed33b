-- The set-up checklist and welcome questions kept per account (not per browser): when the questions were answered or skipped, when the checklist was dismissed, when the chat link or snippet was first seen.
ALTER TABLE "users" ADD COLUMN "onboarding_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "setup_dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "website_snippet_seen_at" timestamp with time zone;--> statement-breakpoint
-- Managers who already answered some welcome questions are not asked again.
UPDATE "users" SET "onboarding_answered_at" = "updated_at"
  WHERE "job_title" IS NOT NULL OR "current_software" IS NOT NULL OR "properties_managed" IS NOT NULL
    OR "units_managed" IS NOT NULL OR "years_in_business" IS NOT NULL OR "found_us" IS NOT NULL
    OR "location_city" IS NOT NULL;
