ALTER TABLE "stamp_cards" ADD COLUMN "counter_code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "stamp_cards_counter_code_idx" ON "stamp_cards" USING btree ("counter_code");