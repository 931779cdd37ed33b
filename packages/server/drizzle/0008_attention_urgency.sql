-- Needs attention takes a resident's maintenance request: a resident has no lead, so the item
-- names the resident and their unit itself (both nullable, set null when they go: a repair
-- request outlives its writer), and carries the request's urgency (EMERGENCY or ROUTINE;
-- null for every other kind).
ALTER TABLE "attention_items" ADD COLUMN "resident_id" uuid;--> statement-breakpoint
ALTER TABLE "attention_items" ADD COLUMN "unit_id" uuid;--> statement-breakpoint
ALTER TABLE "attention_items" ADD COLUMN "urgency" text;--> statement-breakpoint
ALTER TABLE "attention_items" ADD CONSTRAINT "attention_items_resident_id_tenants_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attention_items" ADD CONSTRAINT "attention_items_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attention_items_resident_idx" ON "attention_items" USING btree ("resident_id") WHERE "attention_items"."resident_id" is not null;