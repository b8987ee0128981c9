ALTER TABLE "email_verification_tokens" ADD COLUMN "pending_password_hash" text;--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD COLUMN "pending_full_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "claimed_by_email_at" timestamp with time zone;