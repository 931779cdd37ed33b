-- Athena tells a prospect about the property's other homes (what else is open, its rent,
-- when it opens up), so a change to any unit moves its property's context_version, once
-- per statement, as the lease and the taught facts do (0005's property_rows_changed).
CREATE TRIGGER "units_added" AFTER INSERT ON "units" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "property_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "units_changed" AFTER UPDATE ON "units" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "property_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "units_removed" AFTER DELETE ON "units" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "property_rows_changed"();
