ALTER TABLE "order_status_history" ADD COLUMN "actor" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kitchen_state" text DEFAULT 'received' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kitchen_reason" text;--> statement-breakpoint
CREATE INDEX "orders_scheduled_idx" ON "orders" USING btree ("scheduled_for");--> statement-breakpoint
CREATE INDEX "orders_waiting_idx" ON "orders" USING btree ("created_at") WHERE "orders"."kitchen_state" = 'received';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kitchen_state" CHECK ("orders"."kitchen_state" in ('received', 'accepted', 'delayed', 'ready', 'out_for_delivery', 'handed_over', 'refused', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_state" CHECK ("orders"."payment_state" in ('none', 'authorised', 'captured', 'released', 'refunded'));--> statement-breakpoint
-- Orders placed before the kitchen board went by the kitchen's mail: none is left waiting (the
-- sweep would refuse them all), a card paid then was captured, and each was placed by its diner.
UPDATE "orders" SET "kitchen_state" = 'handed_over';--> statement-breakpoint
UPDATE "orders" SET "payment_state" = 'captured' WHERE "payment_method" = 'card' AND "status" = 'paid';--> statement-breakpoint
UPDATE "order_status_history" SET "actor" = 'diner' WHERE "status" = 'pending';
