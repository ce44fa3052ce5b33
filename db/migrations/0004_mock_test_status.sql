CREATE TYPE "public"."mock_test_status" AS ENUM('draft', 'published');--> statement-breakpoint
ALTER TABLE "mock_tests" ADD COLUMN "status" "mock_test_status" DEFAULT 'published' NOT NULL;--> statement-breakpoint
CREATE INDEX "mock_tests_status_idx" ON "mock_tests" USING btree ("status");