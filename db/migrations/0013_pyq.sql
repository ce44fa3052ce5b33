ALTER TABLE "mock_tests" ADD COLUMN "pyq_exam" text;--> statement-breakpoint
ALTER TABLE "mock_tests" ADD COLUMN "pyq_year" integer;--> statement-breakpoint
ALTER TABLE "mock_tests" ADD COLUMN "pyq_date" date;--> statement-breakpoint
ALTER TABLE "mock_tests" ADD COLUMN "pyq_shift" text;--> statement-breakpoint
CREATE INDEX "mock_tests_pyq_idx" ON "mock_tests" USING btree ("pyq_exam","pyq_year") WHERE "mock_tests"."pyq_exam" is not null;--> statement-breakpoint
ALTER TABLE "mock_tests" ADD CONSTRAINT "mock_tests_pyq_exam_year" CHECK (("mock_tests"."pyq_exam" is null) = ("mock_tests"."pyq_year" is null));--> statement-breakpoint
ALTER TABLE "mock_tests" ADD CONSTRAINT "mock_tests_pyq_sitting" CHECK ("mock_tests"."pyq_exam" is not null or ("mock_tests"."pyq_date" is null and "mock_tests"."pyq_shift" is null));