CREATE TABLE "order_vat" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"shop_day" date NOT NULL,
	"vat_class" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"net_pence" integer NOT NULL,
	"vat_pence" integer NOT NULL,
	"gross_pence" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_vat_kind_known" CHECK ("order_vat"."kind" in ('sale', 'refund')),
	CONSTRAINT "order_vat_class_known" CHECK ("order_vat"."vat_class" in ('standard', 'reduced', 'zero')),
	CONSTRAINT "order_vat_adds_up" CHECK ("order_vat"."net_pence" + "order_vat"."vat_pence" = "order_vat"."gross_pence"),
	CONSTRAINT "order_vat_rate_range" CHECK ("order_vat"."rate_bp" >= 0 and "order_vat"."rate_bp" < 10000)
);
--> statement-breakpoint
CREATE TABLE "vat_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"vat_number" text,
	"default_class" text DEFAULT 'standard' NOT NULL,
	"account_codes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vat_settings_one_row" CHECK ("vat_settings"."id" = 1),
	CONSTRAINT "vat_settings_default_class_known" CHECK ("vat_settings"."default_class" in ('standard', 'reduced', 'zero'))
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "vat_class" text;--> statement-breakpoint
ALTER TABLE "drink_options" ADD COLUMN "vat_class" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vat_class" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "free_drink" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "order_vat_once_idx" ON "order_vat" USING btree ("order_id","kind","rate_bp");--> statement-breakpoint
CREATE INDEX "order_vat_day_idx" ON "order_vat" USING btree ("shop_day","rate_bp");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_vat_class_known" CHECK ("categories"."vat_class" is null or "categories"."vat_class" in ('standard', 'reduced', 'zero'));--> statement-breakpoint
ALTER TABLE "drink_options" ADD CONSTRAINT "drink_options_vat_class_known" CHECK ("drink_options"."vat_class" is null or "drink_options"."vat_class" in ('standard', 'reduced', 'zero'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vat_class_known" CHECK ("products"."vat_class" is null or "products"."vat_class" in ('standard', 'reduced', 'zero'));