ALTER TABLE "orders" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method_detail" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_evidence_due" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_known" CHECK ("orders"."payment_method" is null or "orders"."payment_method" in ('card', 'apple_pay', 'google_pay', 'link', 'test_wallet'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_dispute_status_known" CHECK ("orders"."dispute_status" is null or "orders"."dispute_status" in ('open', 'won', 'lost'));