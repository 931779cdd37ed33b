-- Every order and search of the leads page an index scan at 100,000 leads: the property's address and the unit's number (lower case) kept on the lead as sort keys with (owner, key, id) indexes, and what the search reads (name key and e-mail; phone digits) kept on it too, found by trigram indexes (pg_trgm: PostgreSQL's contrib, loaded by the embedded database). One trigger function computes every key of a lead; a prospect, property or unit that changes recomputes its leads'.
CREATE EXTENSION IF NOT EXISTS "pg_trgm";--> statement-breakpoint
ALTER TABLE "tenant_property_interests" ADD COLUMN "property_sort" text;--> statement-breakpoint
ALTER TABLE "tenant_property_interests" ADD COLUMN "unit_sort" text;--> statement-breakpoint
ALTER TABLE "tenant_property_interests" ADD COLUMN "search_text" text;--> statement-breakpoint
ALTER TABLE "tenant_property_interests" ADD COLUMN "phone_digits" text;--> statement-breakpoint
-- A lead's keys, all from its own row and its prospect, property and unit: set as the row is
-- written, so that no writer has to know of them. The search text is the name key and the
-- e-mail a line apart: a search is one line, so it never matches across the two.
CREATE OR REPLACE FUNCTION "interest_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "user_id", lower("address") INTO NEW."owner_id", NEW."property_sort"
    FROM "properties" WHERE "id" = NEW."property_id";
  NEW."unit_sort" := (SELECT lower("unit_number") FROM "units" WHERE "id" = NEW."unit_id");
  SELECT "lead_sort_name"(NEW."first_name", NEW."last_name", p."first_name", p."last_name", p."email"),
      lower(p."email"),
      nullif(regexp_replace(coalesce(NEW."phone", p."phone", ''), '[^0-9]', '', 'g'), '')
    INTO NEW."sort_name", NEW."search_text", NEW."phone_digits"
    FROM "potential_tenants" AS p WHERE p."id" = NEW."potential_tenant_id";
  NEW."search_text" := NEW."sort_name" || chr(10) || NEW."search_text";
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER "interests_keys" ON "tenant_property_interests";--> statement-breakpoint
CREATE TRIGGER "interests_keys" BEFORE INSERT OR UPDATE OF "property_id", "unit_id", "potential_tenant_id", "first_name", "last_name", "phone" ON "tenant_property_interests"
  FOR EACH ROW EXECUTE FUNCTION "interest_keys"();--> statement-breakpoint
-- A prospect's name, e-mail or phone changed: the keys of each of their leads follow (the
-- no-op update fires interest_keys).
CREATE OR REPLACE FUNCTION "prospect_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "tenant_property_interests" SET "potential_tenant_id" = "potential_tenant_id"
    WHERE "potential_tenant_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "potential_tenants_renamed" ON "potential_tenants";--> statement-breakpoint
CREATE TRIGGER "potential_tenants_renamed" AFTER UPDATE OF "first_name", "last_name", "email", "phone" ON "potential_tenants"
  FOR EACH ROW WHEN (
    OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name"
    OR OLD."email" IS DISTINCT FROM NEW."email" OR OLD."phone" IS DISTINCT FROM NEW."phone"
  ) EXECUTE FUNCTION "prospect_renamed"();--> statement-breakpoint
-- A property's address changed: its leads' key follows (rare: every lead of it is rewritten).
CREATE FUNCTION "property_readdressed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "tenant_property_interests" SET "property_id" = "property_id" WHERE "property_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "properties_readdressed" AFTER UPDATE OF "address" ON "properties"
  FOR EACH ROW WHEN (lower(OLD."address") IS DISTINCT FROM lower(NEW."address"))
  EXECUTE FUNCTION "property_readdressed"();--> statement-breakpoint
-- A unit renumbered: its leads' key follows.
CREATE FUNCTION "unit_renumbered"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "tenant_property_interests" SET "unit_id" = "unit_id" WHERE "unit_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "units_renumbered" AFTER UPDATE OF "unit_number" ON "units"
  FOR EACH ROW WHEN (lower(OLD."unit_number") IS DISTINCT FROM lower(NEW."unit_number"))
  EXECUTE FUNCTION "unit_renumbered"();--> statement-breakpoint
-- The leads there are: every key computed once.
UPDATE "tenant_property_interests" SET "property_id" = "property_id";--> statement-breakpoint
CREATE INDEX "interests_owner_property_idx" ON "tenant_property_interests" USING btree ("owner_id","property_sort","id");--> statement-breakpoint
CREATE INDEX "interests_owner_unit_idx" ON "tenant_property_interests" USING btree ("owner_id","unit_sort","id");--> statement-breakpoint
CREATE INDEX "interests_unit_idx" ON "tenant_property_interests" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "interests_search_idx" ON "tenant_property_interests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "interests_phone_digits_idx" ON "tenant_property_interests" USING gin ("phone_digits" gin_trgm_ops);
