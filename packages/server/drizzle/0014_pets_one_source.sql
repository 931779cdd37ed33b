-- Pets in one place: which animals may live here are the pet amenities (Cats, Small Dogs, Large Dogs, No Pets), edited in Pet Settings beside the counts. A count set for an animal whose amenity was not ticked now ticks it, and No Pets sets every count to 0, so the two never disagree on screen (Athena and the warnings already read them this way).
UPDATE "properties" SET "dogs_allowed_count" = 0, "cats_allowed_count" = 0, "pets_allowed_count" = 0
WHERE ',' || "amenities" || ',' LIKE '%,NO_PETS,%';
--> statement-breakpoint
UPDATE "properties" SET "amenities" = CASE WHEN "amenities" = '' THEN 'SMALL_DOGS' ELSE 'SMALL_DOGS,' || "amenities" END
WHERE "dogs_allowed_count" > 0
  AND ',' || "amenities" || ',' NOT LIKE '%,SMALL_DOGS,%'
  AND ',' || "amenities" || ',' NOT LIKE '%,LARGE_DOGS,%';
--> statement-breakpoint
UPDATE "properties" SET "amenities" = CASE WHEN "amenities" = '' THEN 'CATS' ELSE "amenities" || ',CATS' END
WHERE "cats_allowed_count" > 0
  AND ',' || "amenities" || ',' NOT LIKE '%,CATS,%';
