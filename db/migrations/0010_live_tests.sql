CREATE TABLE "mock_live_registrations" (
	"mock_test_id" integer NOT NULL,
	"user_uid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mock_live_registrations_mock_test_id_user_uid_pk" PRIMARY KEY("mock_test_id","user_uid")
);
--> statement-breakpoint
CREATE TABLE "mock_live_results" (
	"mock_test_id" integer PRIMARY KEY NOT NULL,
	"results_at" timestamp with time zone NOT NULL,
	"frozen_at" timestamp with time zone NOT NULL,
	"ranked" integer NOT NULL,
	"histogram" jsonb NOT NULL,
	"leaderboard" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mock_attempts" ADD COLUMN "live" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mock_tests" ADD COLUMN "live_opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mock_tests" ADD COLUMN "live_last_start_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mock_tests" ADD COLUMN "live_results_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mock_live_registrations" ADD CONSTRAINT "mock_live_registrations_mock_test_id_mock_tests_id_fk" FOREIGN KEY ("mock_test_id") REFERENCES "public"."mock_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_live_registrations" ADD CONSTRAINT "mock_live_registrations_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_live_results" ADD CONSTRAINT "mock_live_results_mock_test_id_mock_tests_id_fk" FOREIGN KEY ("mock_test_id") REFERENCES "public"."mock_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mock_tests_live_idx" ON "mock_tests" USING btree ("live_results_at") WHERE "mock_tests"."live_results_at" is not null;--> statement-breakpoint
ALTER TABLE "mock_attempts" ADD CONSTRAINT "mock_attempts_live_signed_in" CHECK (not "mock_attempts"."live" or "mock_attempts"."user_uid" is not null);--> statement-breakpoint
ALTER TABLE "mock_tests" ADD CONSTRAINT "mock_tests_live_all_or_none" CHECK (("mock_tests"."live_opens_at" is null) = ("mock_tests"."live_last_start_at" is null) and ("mock_tests"."live_opens_at" is null) = ("mock_tests"."live_results_at" is null));--> statement-breakpoint
ALTER TABLE "mock_tests" ADD CONSTRAINT "mock_tests_live_order" CHECK ("mock_tests"."live_last_start_at" > "mock_tests"."live_opens_at");--> statement-breakpoint
ALTER TABLE "mock_tests" ADD CONSTRAINT "mock_tests_live_results_after_deadline" CHECK ("mock_tests"."live_results_at" >= "mock_tests"."live_last_start_at" + make_interval(mins => "mock_tests"."timer_minutes"));