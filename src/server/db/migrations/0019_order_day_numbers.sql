CREATE TABLE "order_day_counters" (
	"day" date PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "order_day_counters_positive" CHECK ("order_day_counters"."last_number" >= 1)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "day_number" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "number_day" date;--> statement-breakpoint
-- Orders paid before numbers existed get theirs now, so none shows blank: each shop day's customer orders numbered
-- 1, 2, … in the order they were paid, and each day's counter set to its last number so new ones follow on.
-- The shop's time zone (src/domain/shop-time-zone.ts) is written here because a migration cannot import it.
WITH "numbered" AS (
	SELECT "id", ("paid_at" AT TIME ZONE 'Europe/London')::date AS "day",
		row_number() OVER (PARTITION BY ("paid_at" AT TIME ZONE 'Europe/London')::date ORDER BY "paid_at", "id") AS "rn"
	FROM "orders"
	WHERE "paid_at" IS NOT NULL AND "status" IS NOT NULL AND "is_test" = false
)
UPDATE "orders" SET "day_number" = "numbered"."rn", "number_day" = "numbered"."day"
FROM "numbered" WHERE "orders"."id" = "numbered"."id";--> statement-breakpoint
INSERT INTO "order_day_counters" ("day", "last_number")
SELECT "number_day", max("day_number") FROM "orders" WHERE "day_number" IS NOT NULL GROUP BY "number_day";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_day_number_idx" ON "orders" USING btree ("number_day","day_number") WHERE day_number is not null;--> statement-breakpoint
CREATE INDEX "orders_day_number_search_idx" ON "orders" USING btree ("day_number") WHERE day_number is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_day_number_with_day" CHECK (("orders"."day_number" is null) = ("orders"."number_day" is null) and ("orders"."day_number" is null or "orders"."day_number" >= 1));