ALTER TABLE "tenant_property_interests" ADD COLUMN "assistant_paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The manager's pause belongs to the lead, not to one thread: a prospect's reset starts a
-- new conversation and must not hand the lead back to Athena. A lead paused now (in the
-- thread the prospect writes in) stays paused.
UPDATE "tenant_property_interests" AS i SET "assistant_paused" = true
  FROM "conversations" AS c
  WHERE c."id" = i."conversation_id" AND c."assistant_paused";--> statement-breakpoint
ALTER TABLE "conversations" DROP COLUMN "assistant_paused";
