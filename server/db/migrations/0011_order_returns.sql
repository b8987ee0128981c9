-- Returns and exchanges of shipped lines (server/orders/return-request.ts, docs/product.md §17.5): one row per return,
-- its lines as JSON like the order's, written only by server/orders/ under the order's row lock.
CREATE TABLE "order_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"lines" jsonb NOT NULL,
	"rejection_reason" text,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"exchange_carrier" text,
	"exchange_tracking_number" text,
	"exchange_tracking_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_returns_order_idx" ON "order_returns" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_returns_seq_idx" ON "order_returns" USING btree ("order_id","seq");