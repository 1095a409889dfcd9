ALTER TABLE "orders" ADD COLUMN "customer_here_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "on_confirmed" boolean DEFAULT false NOT NULL;