ALTER TABLE "mock_categories" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "mock_categories" ADD COLUMN "description_hi" text;