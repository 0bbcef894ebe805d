ALTER TABLE "sessions" ADD COLUMN "signed_in_with" text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE "social_sign_ins" ADD COLUMN "reauth_user_id" text;