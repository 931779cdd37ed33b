CREATE INDEX "conversations_prospect_idx" ON "conversations" USING btree ("potential_tenant_id");--> statement-breakpoint
CREATE INDEX "interests_prospect_idx" ON "tenant_property_interests" USING btree ("potential_tenant_id");--> statement-breakpoint
CREATE INDEX "interests_conversation_idx" ON "tenant_property_interests" USING btree ("conversation_id");