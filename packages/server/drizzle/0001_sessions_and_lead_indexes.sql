ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "potential_tenants" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "potential_tenants" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "conversations_prospect_idx" ON "conversations" USING btree ("potential_tenant_id");--> statement-breakpoint
CREATE INDEX "interests_prospect_idx" ON "tenant_property_interests" USING btree ("potential_tenant_id");--> statement-breakpoint
CREATE INDEX "interests_conversation_idx" ON "tenant_property_interests" USING btree ("conversation_id");