ALTER TABLE "data_requests" ADD COLUMN "requester_hash" text;--> statement-breakpoint
CREATE INDEX "data_requests_requester_idx" ON "data_requests" USING btree ("requester_hash","created_at");--> statement-breakpoint
CREATE INDEX "data_requests_created_idx" ON "data_requests" USING btree ("created_at");--> statement-breakpoint
-- "a late payment event never puts the personal data back". Once an order is anonymised (the data
-- page's erasure), no later write can set its name or e-mail again, nor clear anonymised_at, whatever code runs it.
-- Written by hand (drizzle-kit does not track triggers); kept in this migration with the schema change it belongs to.
CREATE OR REPLACE FUNCTION "orders_keep_anonymised"() RETURNS trigger AS $$
BEGIN
  IF OLD."anonymised_at" IS NOT NULL THEN
    NEW."anonymised_at" := OLD."anonymised_at";
    NEW."customer_name" := NULL;
    NEW."customer_email" := NULL;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "orders_keep_anonymised" BEFORE UPDATE ON "orders" FOR EACH ROW EXECUTE FUNCTION "orders_keep_anonymised"();
