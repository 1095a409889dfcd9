CREATE TABLE "print_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"printer_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"job" jsonb NOT NULL,
	"offer_token" text,
	"offered_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "printers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"jobs" text NOT NULL,
	"width_mm" integer NOT NULL,
	"secret" text NOT NULL,
	"last_poll_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "printers_secret_unique" UNIQUE("secret"),
	CONSTRAINT "printers_jobs_check" CHECK ("printers"."jobs" in ('labels', 'tickets', 'both')),
	CONSTRAINT "printers_width_check" CHECK ("printers"."width_mm" in (58, 80))
);
--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_printer_id_printers_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."printers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_jobs_waiting_idx" ON "print_jobs" USING btree ("printer_id","id");--> statement-breakpoint
CREATE INDEX "print_jobs_order_idx" ON "print_jobs" USING btree ("order_id");