CREATE TABLE "stamp_card_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean NOT NULL,
	"stamps_per_reward" integer NOT NULL,
	"categories" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stamp_card_settings_one_row" CHECK ("stamp_card_settings"."id" = 1),
	CONSTRAINT "stamp_card_settings_stamps_positive" CHECK ("stamp_card_settings"."stamps_per_reward" > 0)
);
--> statement-breakpoint
CREATE TABLE "stamp_cards" (
	"email" text PRIMARY KEY NOT NULL,
	"stamps" integer DEFAULT 0 NOT NULL,
	"held_order_id" uuid,
	"held_until" timestamp with time zone,
	"last_order_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stamp_cards_stamps_non_negative" CHECK ("stamp_cards"."stamps" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stamp_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"email" text,
	"kind" text NOT NULL,
	"stamps" integer NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stamp_entries_kind_known" CHECK ("stamp_entries"."kind" in ('earned', 'redeemed', 'taken_back', 'given_back'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_non_negative";--> statement-breakpoint
DROP INDEX "orders_report_paid_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "free_drink" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "stamp_cards_last_order_idx" ON "stamp_cards" USING btree ("last_order_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stamp_cards_held_order_idx" ON "stamp_cards" USING btree ("held_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stamp_entries_order_kind_idx" ON "stamp_entries" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "stamp_entries_email_idx" ON "stamp_entries" USING btree ("email");--> statement-breakpoint
CREATE INDEX "stamp_entries_kind_created_idx" ON "stamp_entries" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "orders_report_paid_idx" ON "orders" USING btree ("paid_at","id","subtotal","discount","total_amount","free_drink") WHERE is_test = false and status is not null and payment_status in ('paid', 'needs_review', 'refunded');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_non_negative" CHECK ("orders"."total_amount" >= 0 and "orders"."subtotal" >= 0 and "orders"."discount" >= 0 and "orders"."free_drink" >= 0);