ALTER TABLE "orders" ADD COLUMN "held_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "held_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_checkout" text;--> statement-breakpoint
CREATE INDEX "orders_held_by_idx" ON "orders" USING btree ("held_by","held_until") WHERE held_by is not null;--> statement-breakpoint
CREATE INDEX "orders_hold_checkout_idx" ON "orders" USING btree ("hold_checkout") WHERE hold_checkout is not null;