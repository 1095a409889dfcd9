CREATE TABLE "date_exceptions" (
	"date" text PRIMARY KEY NOT NULL,
	"closed" boolean NOT NULL,
	"hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"paused_until" timestamp with time zone,
	"busy_minutes" integer DEFAULT 0 NOT NULL,
	"slot_capacity" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_state_single_row" CHECK ("shop_state"."id" = 1),
	CONSTRAINT "shop_state_busy_minutes" CHECK ("shop_state"."busy_minutes" >= 0),
	CONSTRAINT "shop_state_slot_capacity" CHECK ("shop_state"."slot_capacity" is null or "shop_state"."slot_capacity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "weekly_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"weekday" integer NOT NULL,
	"opens_at" text NOT NULL,
	"closes_at" text NOT NULL,
	CONSTRAINT "weekly_hours_weekday_range" CHECK ("weekly_hours"."weekday" between 0 and 6)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_asap" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "weekly_hours_weekday_idx" ON "weekly_hours" USING btree ("weekday");--> statement-breakpoint
CREATE INDEX "orders_pickup_at_idx" ON "orders" USING btree ("pickup_at");