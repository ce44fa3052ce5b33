ALTER TABLE "mock_tests" ADD COLUMN "instructions" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mock_tests" ADD COLUMN "instructions_hi" text;--> statement-breakpoint
ALTER TABLE "mock_tests" ADD COLUMN "calculator" boolean DEFAULT false NOT NULL;