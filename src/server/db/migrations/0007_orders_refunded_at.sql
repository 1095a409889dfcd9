ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_refunded_at_idx" ON "orders" USING btree ("refunded_at");--> statement-breakpoint
-- Orders refunded before this column existed: their last change was the refund (a refunded order never moves again).
UPDATE "orders" SET "refunded_at" = "updated_at" WHERE "payment_status" = 'refunded' AND "refunded_at" IS NULL;
