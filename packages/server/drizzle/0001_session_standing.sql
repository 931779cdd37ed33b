ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "potential_tenants" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "potential_tenants" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;