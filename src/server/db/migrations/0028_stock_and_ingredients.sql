CREATE TABLE "ingredient_links" (
	"ingredient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target_id" text NOT NULL,
	CONSTRAINT "ingredient_links_ingredient_id_kind_target_id_pk" PRIMARY KEY("ingredient_id","kind","target_id"),
	CONSTRAINT "ingredient_links_kind_valid" CHECK ("ingredient_links"."kind" in ('product', 'option'))
);
--> statement-breakpoint
CREATE TABLE "ingredient_outages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ingredient_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ingredients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"out_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ingredients_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "product_stock" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"on_hand" integer NOT NULL,
	"reset_to" integer,
	"reset_on" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_stock_on_hand_non_negative" CHECK ("product_stock"."on_hand" >= 0),
	CONSTRAINT "product_stock_reset_non_negative" CHECK ("product_stock"."reset_to" is null or "product_stock"."reset_to" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_takes" (
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_takes_order_id_product_id_pk" PRIMARY KEY("order_id","product_id"),
	CONSTRAINT "stock_takes_quantity_positive" CHECK ("stock_takes"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "ingredient_links" ADD CONSTRAINT "ingredient_links_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_outages" ADD CONSTRAINT "ingredient_outages_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ingredient_outages_started_idx" ON "ingredient_outages" USING btree ("started_at");