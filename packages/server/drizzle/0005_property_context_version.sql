ALTER TABLE "properties" ADD COLUMN "context_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- What Athena reads about a property besides its row: a change to any of it moves the
-- property's context_version, once per statement (a lease is thousands of passages).
CREATE FUNCTION "property_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "properties" SET "context_version" = "context_version" + 1
    WHERE "id" IN (SELECT "property_id" FROM "changed");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "lease_chunks_added" AFTER INSERT ON "lease_chunks" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "property_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "lease_chunks_changed" AFTER UPDATE ON "lease_chunks" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "property_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "lease_chunks_removed" AFTER DELETE ON "lease_chunks" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "property_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "property_facts_added" AFTER INSERT ON "property_facts" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "property_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "property_facts_changed" AFTER UPDATE ON "property_facts" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "property_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "property_facts_removed" AFTER DELETE ON "property_facts" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "property_rows_changed"();--> statement-breakpoint
-- A policy belongs to a manager (all their properties), a property, or a unit (its property).
CREATE FUNCTION "attribute_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "properties" SET "context_version" = "context_version" + 1
    WHERE "id" IN (SELECT "owner_id" FROM "changed" WHERE "owner_table" = 'properties')
       OR "id" IN (SELECT u."property_id" FROM "units" AS u JOIN "changed" AS c ON c."owner_id" = u."id" AND c."owner_table" = 'units')
       OR "user_id" IN (SELECT "owner_id" FROM "changed" WHERE "owner_table" = 'users');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "attributes_added" AFTER INSERT ON "attributes" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "attribute_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "attributes_changed" AFTER UPDATE ON "attributes" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "attribute_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "attributes_removed" AFTER DELETE ON "attributes" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "attribute_rows_changed"();--> statement-breakpoint
-- The manager's viewing settings and name, as Athena tells them.
CREATE FUNCTION "manager_settings_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "properties" SET "context_version" = "context_version" + 1 WHERE "user_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_settings_changed" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN (OLD."viewing_days" IS DISTINCT FROM NEW."viewing_days"
    OR OLD."schedule_viewing" IS DISTINCT FROM NEW."schedule_viewing"
    OR OLD."viewing_duration" IS DISTINCT FROM NEW."viewing_duration"
    OR OLD."email" IS DISTINCT FROM NEW."email"
    OR OLD."first_name" IS DISTINCT FROM NEW."first_name")
  EXECUTE FUNCTION "manager_settings_changed"();
