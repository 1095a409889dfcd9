CREATE TABLE "cash_floats" (
	"day" date PRIMARY KEY NOT NULL,
	"float_pence" integer NOT NULL,
	"set_by_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_floats_float_not_negative" CHECK ("cash_floats"."float_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "closed_days" (
	"day" date PRIMARY KEY NOT NULL,
	"report" jsonb NOT NULL,
	"closed_by_user_id" uuid,
	"closed_by_name" text NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "closed_days_never_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'A closed day never changes (day %)', OLD."day";
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "closed_days_never_change" BEFORE UPDATE OR DELETE ON "closed_days"
	FOR EACH ROW EXECUTE FUNCTION "closed_days_never_change"();
