ALTER TABLE "shop_state" ADD COLUMN "minutes_per_drink" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_state" ADD COLUMN "baristas" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_state" ADD COLUMN "longest_asap_wait" integer;--> statement-breakpoint
ALTER TABLE "shop_state" ADD CONSTRAINT "shop_state_minutes_per_drink" CHECK ("shop_state"."minutes_per_drink" >= 0);--> statement-breakpoint
ALTER TABLE "shop_state" ADD CONSTRAINT "shop_state_baristas" CHECK ("shop_state"."baristas" >= 1);--> statement-breakpoint
ALTER TABLE "shop_state" ADD CONSTRAINT "shop_state_longest_asap_wait" CHECK ("shop_state"."longest_asap_wait" is null or "shop_state"."longest_asap_wait" >= 1);