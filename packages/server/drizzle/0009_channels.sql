-- Prospects reached where they write: each message carries its channel (CHAT, EMAIL, SMS)
-- and, when sent by e-mail or text, its delivery state; a conversation knows the channel it
-- answers on, its text-message numbers and its e-mail thread; numbers that texted STOP are kept
-- for good; a property may have a text-message number; a conversation mail carries its headers
-- and its signed bounce address; an e-mail or text received twice is stored once.
CREATE TABLE "sms_opt_outs" (
	"phone" text NOT NULL,
	"number" text NOT NULL,
	"opted_out_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "envelope_from" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "message_id" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "channel" text DEFAULT 'CHAT' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "sms_phone" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "sms_number" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "email_thread_id" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "email_opted_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "channel" text DEFAULT 'CHAT' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "delivery" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "delivery_error" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "tenant_property_interests" ADD COLUMN "sms_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenant_property_interests" ADD COLUMN "sms_consent_text" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "sms_number" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_opt_outs_key" ON "sms_opt_outs" USING btree ("phone","number");--> statement-breakpoint
CREATE INDEX "conversations_sms_idx" ON "conversations" USING btree ("sms_phone","sms_number") WHERE "conversations"."sms_phone" is not null;--> statement-breakpoint
CREATE INDEX "messages_in_flight_idx" ON "messages" USING btree ("created_at") WHERE "messages"."delivery" in ('QUEUED', 'SENDING');--> statement-breakpoint
CREATE UNIQUE INDEX "messages_external_key" ON "messages" USING btree ("external_id","conversation_id") WHERE "messages"."external_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "properties_sms_number_key" ON "properties" USING btree ("sms_number") WHERE "properties"."sms_number" is not null;