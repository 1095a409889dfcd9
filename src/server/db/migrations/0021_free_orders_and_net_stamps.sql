ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_known";--> statement-breakpoint
ALTER TABLE "stamp_cards" DROP CONSTRAINT "stamp_cards_stamps_non_negative";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_known" CHECK ("orders"."payment_method" is null or "orders"."payment_method" in ('card', 'apple_pay', 'google_pay', 'link', 'test_wallet', 'free'));