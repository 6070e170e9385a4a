ALTER TABLE "order_item_options" ADD COLUMN "vat_rate" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "vat_rate" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "allergens" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_rates" jsonb DEFAULT '[]'::jsonb NOT NULL;