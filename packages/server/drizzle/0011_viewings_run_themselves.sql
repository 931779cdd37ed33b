-- Viewings that run themselves: busy-time calendars (sources and their expanded busy times),
-- the agents who show a property and who each viewing goes to, open-house times with a
-- capacity, a viewing's confirmation, reminders and outcome (shown / no-show), and who
-- cancelled one. A property's start time is no longer unique to one viewing: several agents,
-- or an open house's places, may share it.
CREATE TABLE "open_houses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "busy_times" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"leasing_agent_id" uuid,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"fetched_at" timestamp with time zone,
	"succeeded_at" timestamp with time zone,
	"error" text,
	"busy_count" integer DEFAULT 0 NOT NULL,
	"etag" text,
	"last_modified" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_agents" (
	"property_id" uuid NOT NULL,
	"leasing_agent_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_agents_property_id_leasing_agent_id_pk" PRIMARY KEY("property_id","leasing_agent_id")
);
--> statement-breakpoint
DROP INDEX "viewings_property_start_key";--> statement-breakpoint
ALTER TABLE "viewing_cancellations" ADD COLUMN "interest_id" uuid;--> statement-breakpoint
ALTER TABLE "viewing_cancellations" ADD COLUMN "leasing_agent_id" uuid;--> statement-breakpoint
ALTER TABLE "viewing_cancellations" ADD COLUMN "cancelled_by" text DEFAULT 'MANAGER' NOT NULL;--> statement-breakpoint
ALTER TABLE "viewings" ADD COLUMN "leasing_agent_id" uuid;--> statement-breakpoint
ALTER TABLE "viewings" ADD COLUMN "open_house_id" uuid;--> statement-breakpoint
ALTER TABLE "viewings" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "viewings" ADD COLUMN "reminded_day_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "viewings" ADD COLUMN "reminded_hours_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "viewings" ADD COLUMN "unconfirmed_flagged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "viewings" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "viewings" ADD COLUMN "outcome_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "showing_mode" text DEFAULT 'AGENT' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "viewing_assignment" text DEFAULT 'FIXED' NOT NULL;--> statement-breakpoint
ALTER TABLE "open_houses" ADD CONSTRAINT "open_houses_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "busy_times" ADD CONSTRAINT "busy_times_source_id_calendar_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."calendar_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_sources" ADD CONSTRAINT "calendar_sources_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_sources" ADD CONSTRAINT "calendar_sources_leasing_agent_id_leasing_agents_id_fk" FOREIGN KEY ("leasing_agent_id") REFERENCES "public"."leasing_agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_agents" ADD CONSTRAINT "property_agents_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_agents" ADD CONSTRAINT "property_agents_leasing_agent_id_leasing_agents_id_fk" FOREIGN KEY ("leasing_agent_id") REFERENCES "public"."leasing_agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_houses_property_idx" ON "open_houses" USING btree ("property_id","starts_at");--> statement-breakpoint
CREATE INDEX "busy_times_source_idx" ON "busy_times" USING btree ("source_id","starts_at");--> statement-breakpoint
CREATE INDEX "calendar_sources_owner_idx" ON "calendar_sources" USING btree ("user_id","leasing_agent_id");--> statement-breakpoint
CREATE INDEX "property_agents_agent_idx" ON "property_agents" USING btree ("leasing_agent_id");--> statement-breakpoint
ALTER TABLE "viewing_cancellations" ADD CONSTRAINT "viewing_cancellations_interest_id_tenant_property_interests_id_fk" FOREIGN KEY ("interest_id") REFERENCES "public"."tenant_property_interests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_cancellations" ADD CONSTRAINT "viewing_cancellations_leasing_agent_id_leasing_agents_id_fk" FOREIGN KEY ("leasing_agent_id") REFERENCES "public"."leasing_agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_leasing_agent_id_leasing_agents_id_fk" FOREIGN KEY ("leasing_agent_id") REFERENCES "public"."leasing_agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_open_house_id_open_houses_id_fk" FOREIGN KEY ("open_house_id") REFERENCES "public"."open_houses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "viewings_property_start_idx" ON "viewings" USING btree ("property_id","starts_at");--> statement-breakpoint
CREATE INDEX "viewings_agent_start_idx" ON "viewings" USING btree ("leasing_agent_id","starts_at");--> statement-breakpoint
CREATE INDEX "viewings_open_house_idx" ON "viewings" USING btree ("open_house_id");--> statement-breakpoint
INSERT INTO "property_agents" ("property_id", "leasing_agent_id")
  SELECT "id", "leasing_agent_id" FROM "properties" WHERE "leasing_agent_id" IS NOT NULL;--> statement-breakpoint
UPDATE "viewings" SET "leasing_agent_id" = "properties"."leasing_agent_id"
  FROM "properties" WHERE "properties"."id" = "viewings"."property_id";
