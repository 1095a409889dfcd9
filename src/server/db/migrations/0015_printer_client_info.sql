ALTER TABLE "printers" ADD COLUMN "status_code" text;--> statement-breakpoint
ALTER TABLE "printers" ADD COLUMN "client_type" text;--> statement-breakpoint
ALTER TABLE "printers" ADD COLUMN "client_version" text;--> statement-breakpoint
ALTER TABLE "printers" ADD COLUMN "encodings" text;--> statement-breakpoint
ALTER TABLE "printers" ADD COLUMN "poll_interval_seconds" integer;--> statement-breakpoint
ALTER TABLE "printers" ADD COLUMN "client_asked_at" timestamp with time zone;