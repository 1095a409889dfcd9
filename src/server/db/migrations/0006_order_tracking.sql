CREATE TABLE "order_watchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_known";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_token" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "marked_ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_watchers" ADD CONSTRAINT "order_watchers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_watchers_order_idx" ON "order_watchers" USING btree ("order_id","seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_tracking_token_idx" ON "orders" USING btree ("tracking_token");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" is null or "orders"."status" in ('pending', 'confirmed', 'ready', 'completed', 'refunded'));--> statement-breakpoint
-- Orders recorded before tracking get their token too (32 random bytes from two random UUIDs, base64url);
-- orders whose customer was erased never do.
UPDATE "orders" SET "tracking_token" = translate(encode(decode(replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/=', '-_') WHERE "tracking_token" IS NULL AND "anonymised_at" IS NULL;
