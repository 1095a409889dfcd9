ALTER TABLE "orders" ADD COLUMN "pay_at_counter_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "counter_devices" ADD COLUMN "mode" text DEFAULT 'counter' NOT NULL;--> statement-breakpoint
ALTER TABLE "counter_devices" ADD COLUMN "reader_id" text;--> statement-breakpoint
CREATE INDEX "orders_pay_at_counter_idx" ON "orders" USING btree ("pay_at_counter_at") WHERE pay_at_counter_at is not null and status is null;--> statement-breakpoint
ALTER TABLE "counter_devices" ADD CONSTRAINT "counter_devices_mode_known" CHECK ("counter_devices"."mode" in ('counter', 'kiosk'));