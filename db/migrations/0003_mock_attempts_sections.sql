CREATE TYPE "public"."mock_attempt_status" AS ENUM('started', 'submitted');--> statement-breakpoint
CREATE TABLE "mock_question_stats" (
	"question_id" integer PRIMARY KEY NOT NULL,
	"mock_test_id" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	"seconds" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mock_score_counts" (
	"mock_test_id" integer NOT NULL,
	"score" double precision NOT NULL,
	"shard" smallint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "mock_score_counts_mock_test_id_score_shard_pk" PRIMARY KEY("mock_test_id","score","shard")
);
--> statement-breakpoint
CREATE TABLE "mock_section_stats" (
	"mock_test_id" integer NOT NULL,
	"section_key" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sum" double precision DEFAULT 0 NOT NULL,
	"best" double precision,
	CONSTRAINT "mock_section_stats_mock_test_id_section_key_pk" PRIMARY KEY("mock_test_id","section_key")
);
--> statement-breakpoint
CREATE TABLE "mock_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"mock_test_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"name_hi" text,
	"time_limit_minutes" integer,
	"locked" boolean DEFAULT false NOT NULL,
	"marks_correct" double precision DEFAULT 1 NOT NULL,
	"marks_wrong" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "mock_sections_time_limit_positive" CHECK ("mock_sections"."time_limit_minutes" is null or "mock_sections"."time_limit_minutes" > 0),
	CONSTRAINT "mock_sections_marks" CHECK ("mock_sections"."marks_correct" > 0 and "mock_sections"."marks_wrong" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mock_stats_pending" (
	"attempt_id" integer PRIMARY KEY NOT NULL,
	"mock_test_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mock_attempts" ALTER COLUMN "client_attempt_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mock_attempts" ALTER COLUMN "user_uid" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mock_attempts" ALTER COLUMN "answers" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mock_attempts" ALTER COLUMN "correct" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mock_attempts" ALTER COLUMN "wrong" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mock_attempts" ALTER COLUMN "unanswered" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mock_attempts" ALTER COLUMN "score" SET DATA TYPE double precision USING round("score"::numeric, 2)::double precision;--> statement-breakpoint
ALTER TABLE "mock_attempts" ALTER COLUMN "score" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mock_attempts" ALTER COLUMN "percentage" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mock_attempts" ALTER COLUMN "time_taken_seconds" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mock_attempts" ALTER COLUMN "started_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "mock_attempts" ALTER COLUMN "submitted_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "mock_attempts" ALTER COLUMN "submitted_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mock_attempts" ADD COLUMN "public_id" text;--> statement-breakpoint
-- Attempts stored before issue 17 were all submitted by signed-in users: give them public ids and deadlines.
UPDATE "mock_attempts" SET "public_id" = replace(gen_random_uuid()::text, '-', '') WHERE "public_id" IS NULL;--> statement-breakpoint
ALTER TABLE "mock_attempts" ALTER COLUMN "public_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "mock_attempts" ADD COLUMN "status" "mock_attempt_status" DEFAULT 'started' NOT NULL;--> statement-breakpoint
ALTER TABLE "mock_attempts" ADD COLUMN "attempt_number" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "mock_attempts" ADD COLUMN "rank_eligible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mock_attempts" ADD COLUMN "time_spent" jsonb;--> statement-breakpoint
ALTER TABLE "mock_attempts" ADD COLUMN "result" jsonb;--> statement-breakpoint
ALTER TABLE "mock_attempts" ADD COLUMN "section_scores" jsonb;--> statement-breakpoint
ALTER TABLE "mock_attempts" ADD COLUMN "deadline_at" timestamp with time zone;--> statement-breakpoint
UPDATE "mock_attempts" a SET "deadline_at" = a."started_at" + make_interval(mins => t."timer_minutes") FROM "mock_tests" t WHERE t."id" = a."mock_test_id";--> statement-breakpoint
ALTER TABLE "mock_attempts" ALTER COLUMN "deadline_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "mock_attempts" ADD COLUMN "late" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mock_attempts" ADD COLUMN "ranked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "section_id" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "topic" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "text_hi" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "options_hi" text[];--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "explanations_hi" text[];--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hide_name" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mock_question_stats" ADD CONSTRAINT "mock_question_stats_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_question_stats" ADD CONSTRAINT "mock_question_stats_mock_test_id_mock_tests_id_fk" FOREIGN KEY ("mock_test_id") REFERENCES "public"."mock_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_score_counts" ADD CONSTRAINT "mock_score_counts_mock_test_id_mock_tests_id_fk" FOREIGN KEY ("mock_test_id") REFERENCES "public"."mock_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_section_stats" ADD CONSTRAINT "mock_section_stats_mock_test_id_mock_tests_id_fk" FOREIGN KEY ("mock_test_id") REFERENCES "public"."mock_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_sections" ADD CONSTRAINT "mock_sections_mock_test_id_mock_tests_id_fk" FOREIGN KEY ("mock_test_id") REFERENCES "public"."mock_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_stats_pending" ADD CONSTRAINT "mock_stats_pending_attempt_id_mock_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."mock_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mock_sections_position_idx" ON "mock_sections" USING btree ("mock_test_id","position");--> statement-breakpoint
CREATE INDEX "mock_stats_pending_test_idx" ON "mock_stats_pending" USING btree ("mock_test_id");--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_section_id_mock_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."mock_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mock_attempts_test_user_idx" ON "mock_attempts" USING btree ("mock_test_id","user_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "mock_attempts_one_ranked_idx" ON "mock_attempts" USING btree ("user_uid","mock_test_id") WHERE "mock_attempts"."ranked";--> statement-breakpoint
CREATE INDEX "mock_attempts_leaderboard_idx" ON "mock_attempts" USING btree ("mock_test_id","score" DESC NULLS LAST,"time_taken_seconds","id") WHERE "mock_attempts"."ranked";--> statement-breakpoint
CREATE INDEX "questions_section_idx" ON "questions" USING btree ("section_id");--> statement-breakpoint
ALTER TABLE "mock_attempts" ADD CONSTRAINT "mock_attempts_public_id_unique" UNIQUE("public_id");--> statement-breakpoint
ALTER TABLE "mock_attempts" ADD CONSTRAINT "mock_attempts_ranked_signed_in" CHECK (not "mock_attempts"."ranked" or ("mock_attempts"."user_uid" is not null and not "mock_attempts"."late"));--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_hindi_all_or_nothing" CHECK (("questions"."text_hi" is null and "questions"."options_hi" is null and "questions"."explanations_hi" is null) or ("questions"."text_hi" is not null and cardinality("questions"."options_hi") = 4 and cardinality("questions"."explanations_hi") = 4));--> statement-breakpoint
-- Backfill: old attempts are submitted; each user's first attempt of a test counts for rank.
UPDATE "mock_attempts" SET "status" = 'submitted';--> statement-breakpoint
UPDATE "mock_attempts" a SET "ranked" = true, "rank_eligible" = true
  FROM (SELECT DISTINCT ON ("user_uid", "mock_test_id") "id" FROM "mock_attempts" ORDER BY "user_uid", "mock_test_id", "submitted_at", "id") f
  WHERE a."id" = f."id";--> statement-breakpoint
UPDATE "mock_attempts" a SET "attempt_number" = n."k"
  FROM (SELECT "id", row_number() OVER (PARTITION BY "user_uid", "mock_test_id" ORDER BY "started_at", "id") AS "k" FROM "mock_attempts") n
  WHERE a."id" = n."id";--> statement-breakpoint
INSERT INTO "mock_score_counts" ("mock_test_id", "score", "shard", "count")
  SELECT "mock_test_id", round("score"::numeric, 2)::double precision, ("id" % 8)::smallint, count(*)::integer FROM "mock_attempts" WHERE "ranked"
  GROUP BY 1, 2, 3;--> statement-breakpoint
-- Their per-question and section figures are folded in on first read.
INSERT INTO "mock_stats_pending" ("attempt_id", "mock_test_id") SELECT "id", "mock_test_id" FROM "mock_attempts" WHERE "ranked";
