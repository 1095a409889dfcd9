ALTER TABLE "promotions" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "days" jsonb DEFAULT '[0,1,2,3,4,5,6]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "start_time" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "end_time" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_times_together" CHECK (("promotions"."start_time" is null) = ("promotions"."end_time" is null));