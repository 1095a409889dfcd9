CREATE TABLE "category_option_groups" (
	"category" text NOT NULL,
	"group_id" text NOT NULL,
	CONSTRAINT "category_option_groups_category_group_id_pk" PRIMARY KEY("category","group_id")
);
--> statement-breakpoint
CREATE TABLE "drink_options" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"name" text NOT NULL,
	"price_reg" integer DEFAULT 0 NOT NULL,
	"price_lrg" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sold_out" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drink_options_prices_non_negative" CHECK ("drink_options"."price_reg" >= 0 and "drink_options"."price_lrg" >= 0)
);
--> statement-breakpoint
CREATE TABLE "option_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"min_choices" integer DEFAULT 0 NOT NULL,
	"max_choices" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "option_groups_kind_valid" CHECK ("option_groups"."kind" in ('single', 'multi')),
	CONSTRAINT "option_groups_limits" CHECK ("option_groups"."min_choices" >= 0 and "option_groups"."max_choices" >= 1 and "option_groups"."min_choices" <= "option_groups"."max_choices")
);
--> statement-breakpoint
CREATE TABLE "product_option_groups" (
	"product_id" uuid NOT NULL,
	"group_id" text NOT NULL,
	"mode" text NOT NULL,
	CONSTRAINT "product_option_groups_product_id_group_id_pk" PRIMARY KEY("product_id","group_id"),
	CONSTRAINT "product_option_groups_mode_valid" CHECK ("product_option_groups"."mode" in ('add', 'remove'))
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "surcharge" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "allergens" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "dietary_tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "category_option_groups" ADD CONSTRAINT "category_option_groups_category_categories_value_fk" FOREIGN KEY ("category") REFERENCES "public"."categories"("value") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "category_option_groups" ADD CONSTRAINT "category_option_groups_group_id_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."option_groups"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "drink_options" ADD CONSTRAINT "drink_options_group_id_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."option_groups"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "product_option_groups" ADD CONSTRAINT "product_option_groups_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_groups" ADD CONSTRAINT "product_option_groups_group_id_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."option_groups"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "drink_options_group_idx" ON "drink_options" USING btree ("group_id");