CREATE TABLE "attention_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"property_id" uuid,
	"interest_id" uuid,
	"conversation_id" uuid,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"outcome" text,
	"notified_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_facts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"unit_id" uuid,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notification_mode" text DEFAULT 'IMMEDIATE' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "assistant_paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "prospect_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "author_name" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "attention_items" ADD CONSTRAINT "attention_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attention_items" ADD CONSTRAINT "attention_items_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attention_items" ADD CONSTRAINT "attention_items_interest_id_tenant_property_interests_id_fk" FOREIGN KEY ("interest_id") REFERENCES "public"."tenant_property_interests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attention_items" ADD CONSTRAINT "attention_items_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_facts" ADD CONSTRAINT "property_facts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_facts" ADD CONSTRAINT "property_facts_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attention_items_user_status_idx" ON "attention_items" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "attention_items_interest_idx" ON "attention_items" USING btree ("interest_id");--> statement-breakpoint
CREATE INDEX "attention_items_unnotified_idx" ON "attention_items" USING btree ("user_id") WHERE "attention_items"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "property_facts_property_idx" ON "property_facts" USING btree ("property_id");--> statement-breakpoint
-- The public demo (seeded before properties had zones) is in Austin, Texas.
UPDATE "properties" SET "time_zone" = 'America/Chicago' WHERE "id" = 'd3e0d3e0-0000-4000-8000-000000000001' AND "time_zone" IS NULL;