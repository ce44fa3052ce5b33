ALTER TABLE "mock_attempts" ADD COLUMN "compensatory" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "compensatory_time" boolean DEFAULT false NOT NULL;