CREATE TABLE "cups_made" (
	"order_id" uuid NOT NULL,
	"cup" integer NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cups_made_order_id_cup_pk" PRIMARY KEY("order_id","cup")
);
