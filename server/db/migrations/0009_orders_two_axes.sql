-- The order's two axes (server/orders/lifecycle.ts): payment and fulfilment, with the old one-word status derived
-- from them by the database. Hand-ordered: the axes are added and filled from what each order says today before the
-- status they replace is dropped and made again as a generated column.
ALTER TABLE "orders" ADD COLUMN "payment_status" text DEFAULT 'paid' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment_status" text DEFAULT 'unfulfilled' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "last_command" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD COLUMN "claim_proof_hash" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "quiet" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD COLUMN "user_id" uuid;--> statement-breakpoint
-- Only open holds are read (sale-day findings, issue 41): released rows stay out of the indexes.
DROP INDEX "stock_reservations_open_idx";--> statement-breakpoint
CREATE INDEX "stock_reservations_open_idx" ON "stock_reservations" USING btree ("expires_at") WHERE "stock_reservations"."released_at" is null;--> statement-breakpoint
CREATE INDEX "stock_reservations_client_idx" ON "stock_reservations" USING btree ("client_key","expires_at") WHERE "stock_reservations"."released_at" is null;--> statement-breakpoint
CREATE INDEX "stock_reservations_user_idx" ON "stock_reservations" USING btree ("user_id","expires_at") WHERE "stock_reservations"."released_at" is null;--> statement-breakpoint
-- Payment: by the status, then a dispute (lost when its closing event said so), then the refunded amount.
UPDATE "orders" SET "payment_status" = CASE
  WHEN "status" = 'payment_pending' THEN 'pending'
  WHEN "status" = 'payment_failed' THEN 'failed'
  WHEN "disputed" AND EXISTS (
    SELECT 1 FROM "order_events" e
    WHERE e."order_id" = "orders"."id" AND e."type" = 'dispute_closed' AND e."detail"->>'status' = 'lost'
  ) THEN 'dispute_lost'
  WHEN "disputed" THEN 'disputed'
  WHEN "refunded_amount" > 0 AND "refunded_amount" >= "amount_total" THEN 'refunded'
  WHEN "refunded_amount" > 0 THEN 'partly_refunded'
  WHEN "test" THEN 'test'
  ELSE 'paid' END;--> statement-breakpoint
-- Fulfilment: an order that left the shop is shipped, even one a cancel raced (security review T4-3: the goods went).
UPDATE "orders" SET "fulfilment_status" = CASE
  WHEN "shipped_at" IS NOT NULL THEN 'shipped'
  WHEN "cancelled_at" IS NOT NULL THEN 'cancelled'
  ELSE 'unfulfilled' END;--> statement-breakpoint
-- Refund mails were claimed on the refund; from now on on the event. Events before this were mailed already.
UPDATE "order_events" SET "mailed_at" = "created_at";--> statement-breakpoint
UPDATE "order_refunds" SET "quiet" = true WHERE "idempotency_key" LIKE 'cancel:%';--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status" text GENERATED ALWAYS AS (case
  when payment_status = 'pending' then 'payment_pending'
  when payment_status = 'failed' then 'payment_failed'
  when fulfilment_status = 'cancelled' then 'cancelled'
  when refunded_amount > 0 and refunded_amount >= amount_total then 'refunded'
  when refunded_amount > 0 then 'partially_refunded'
  when fulfilment_status = 'shipped' then 'shipped'
  when test then 'test'
  else 'paid' end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "disputed";--> statement-breakpoint
ALTER TABLE "order_refunds" DROP COLUMN "mailed_at";
