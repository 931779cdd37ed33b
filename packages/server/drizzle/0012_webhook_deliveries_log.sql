-- Webhook delivery log and redelivery: a delivery may repeat an earlier event (the manager's
-- Redeliver), sent with that event's id as webhook-id so a receiver can drop a duplicate; null
-- means the delivery's own id is the event's.
ALTER TABLE "webhook_deliveries" ADD COLUMN "event_id" uuid;