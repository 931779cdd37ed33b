ALTER TABLE "tenant_property_interests" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "tenant_property_interests" ADD COLUMN "last_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenant_property_interests" ADD COLUMN "sort_name" text;--> statement-breakpoint
ALTER TABLE "tenant_property_interests" ADD COLUMN "viewing_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "viewings_interest_idx" ON "viewings" USING btree ("interest_id","starts_at");--> statement-breakpoint
-- The paged lead list's sort keys, on the lead row itself, each with an index on
-- (owner, key, id): a page in any of these orders is an index range scan.
CREATE FUNCTION "lead_sort_name"(lead_first text, lead_last text, first text, last text, email text)
  RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT lower(coalesce(nullif(trim(concat_ws(' ', coalesce(lead_first, first), coalesce(lead_last, last))), ''), email))
$$;--> statement-breakpoint
UPDATE "tenant_property_interests" AS i SET "owner_id" = p."user_id" FROM "properties" AS p WHERE p."id" = i."property_id";--> statement-breakpoint
UPDATE "tenant_property_interests" AS i SET "last_message_at" = c."last_message_at" FROM "conversations" AS c WHERE c."id" = i."conversation_id";--> statement-breakpoint
UPDATE "tenant_property_interests" AS i SET "sort_name" = "lead_sort_name"(i."first_name", i."last_name", p."first_name", p."last_name", p."email") FROM "potential_tenants" AS p WHERE p."id" = i."potential_tenant_id";--> statement-breakpoint
UPDATE "tenant_property_interests" AS i SET "viewing_at" = v."at" FROM (SELECT "interest_id", max("starts_at") AS "at" FROM "viewings" GROUP BY "interest_id") AS v WHERE v."interest_id" = i."id";--> statement-breakpoint
-- A lead's owner is its property's, and its name's sort key is made of its own name and its
-- prospect's: both set as the row is written, so that no writer has to know of them.
CREATE FUNCTION "interest_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "user_id" INTO NEW."owner_id" FROM "properties" WHERE "id" = NEW."property_id";
  SELECT "lead_sort_name"(NEW."first_name", NEW."last_name", p."first_name", p."last_name", p."email")
    INTO NEW."sort_name" FROM "potential_tenants" AS p WHERE p."id" = NEW."potential_tenant_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "interests_keys" BEFORE INSERT OR UPDATE OF "property_id", "potential_tenant_id", "first_name", "last_name" ON "tenant_property_interests"
  FOR EACH ROW EXECUTE FUNCTION "interest_keys"();--> statement-breakpoint
-- Should a property change hands, its leads go with it.
CREATE FUNCTION "property_owner_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "tenant_property_interests" SET "owner_id" = NEW."user_id" WHERE "property_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "properties_owner_moved" AFTER UPDATE OF "user_id" ON "properties"
  FOR EACH ROW WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id") EXECUTE FUNCTION "property_owner_moved"();--> statement-breakpoint
-- A prospect's name or e-mail changed: the sort key of each of their leads follows.
CREATE FUNCTION "prospect_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "tenant_property_interests"
    SET "sort_name" = "lead_sort_name"("first_name", "last_name", NEW."first_name", NEW."last_name", NEW."email")
    WHERE "potential_tenant_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "potential_tenants_renamed" AFTER UPDATE OF "first_name", "last_name", "email" ON "potential_tenants"
  FOR EACH ROW EXECUTE FUNCTION "prospect_renamed"();--> statement-breakpoint
-- A viewing booked, moved or cancelled: the lead's latest viewing start follows.
CREATE FUNCTION "viewing_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lead uuid;
BEGIN
  FOREACH lead IN ARRAY ARRAY[CASE WHEN TG_OP <> 'INSERT' THEN OLD."interest_id" END, CASE WHEN TG_OP <> 'DELETE' THEN NEW."interest_id" END] LOOP
    IF lead IS NOT NULL THEN
      UPDATE "tenant_property_interests"
        SET "viewing_at" = (SELECT max("starts_at") FROM "viewings" WHERE "interest_id" = lead)
        WHERE "id" = lead;
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "viewings_changed" AFTER INSERT OR DELETE OR UPDATE OF "starts_at", "interest_id" ON "viewings"
  FOR EACH ROW EXECUTE FUNCTION "viewing_changed"();--> statement-breakpoint
CREATE INDEX "interests_owner_last_message_idx" ON "tenant_property_interests" USING btree ("owner_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "interests_owner_created_idx" ON "tenant_property_interests" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "interests_owner_status_idx" ON "tenant_property_interests" USING btree ("owner_id",(case "status" when 'PRE_SCREENING_COMPLETE' then 1 when 'SCHEDULING_COMPLETE' then 2 else 0 end),"id");--> statement-breakpoint
CREATE INDEX "interests_owner_move_in_idx" ON "tenant_property_interests" USING btree ("owner_id",(case when "move_in_date" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}' and "move_in_date" not like '0001-01-01%' and "move_in_date" not like '0000%' then left("move_in_date", 10) end),"id");--> statement-breakpoint
CREATE INDEX "interests_owner_name_idx" ON "tenant_property_interests" USING btree ("owner_id","sort_name","id");--> statement-breakpoint
CREATE INDEX "interests_owner_viewing_idx" ON "tenant_property_interests" USING btree ("owner_id","viewing_at","id");