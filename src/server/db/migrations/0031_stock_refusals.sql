CREATE TABLE "stock_refusals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stage" text NOT NULL,
	"reason" text NOT NULL,
	"order_id" uuid,
	"refused_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_refusals_stage_valid" CHECK ("stock_refusals"."stage" in ('checkout', 'payment'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_refusals_order_stage_idx" ON "stock_refusals" USING btree ("order_id","stage");--> statement-breakpoint
CREATE INDEX "stock_refusals_refused_idx" ON "stock_refusals" USING btree ("refused_at");