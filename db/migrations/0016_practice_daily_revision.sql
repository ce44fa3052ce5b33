CREATE TYPE "public"."mock_test_kind" AS ENUM('test', 'practice');--> statement-breakpoint
CREATE TABLE "daily_quiz_attempts" (
	"day" date NOT NULL,
	"user_uid" text NOT NULL,
	"answers" jsonb NOT NULL,
	"correct" integer NOT NULL,
	"time_taken_seconds" integer NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_quiz_attempts_day_user_uid_pk" PRIMARY KEY("day","user_uid")
);
--> statement-breakpoint
CREATE TABLE "daily_quizzes" (
	"day" date PRIMARY KEY NOT NULL,
	"question_ids" integer[] NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_quizzes_source" CHECK ("daily_quizzes"."source" in ('admin', 'rule')),
	CONSTRAINT "daily_quizzes_size" CHECK (cardinality("daily_quizzes"."question_ids") between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "practice_answers" (
	"user_uid" text NOT NULL,
	"question_id" integer NOT NULL,
	"attempts" integer NOT NULL,
	"correct" integer NOT NULL,
	"last_correct" boolean NOT NULL,
	"last_answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "practice_answers_user_uid_question_id_pk" PRIMARY KEY("user_uid","question_id"),
	CONSTRAINT "practice_answers_counts" CHECK ("practice_answers"."attempts" >= 1 and "practice_answers"."correct" between 0 and "practice_answers"."attempts")
);
--> statement-breakpoint
CREATE TABLE "revision_cards" (
	"user_uid" text NOT NULL,
	"question_id" integer NOT NULL,
	"source" text NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision DEFAULT 0 NOT NULL,
	"difficulty" double precision DEFAULT 0 NOT NULL,
	"elapsed_days" integer DEFAULT 0 NOT NULL,
	"scheduled_days" integer DEFAULT 0 NOT NULL,
	"learning_steps" integer DEFAULT 0 NOT NULL,
	"reps" integer DEFAULT 0 NOT NULL,
	"lapses" integer DEFAULT 0 NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"last_review" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revision_cards_user_uid_question_id_pk" PRIMARY KEY("user_uid","question_id"),
	CONSTRAINT "revision_cards_source" CHECK ("revision_cards"."source" in ('wrong', 'bookmark')),
	CONSTRAINT "revision_cards_state" CHECK ("revision_cards"."state" between 0 and 3)
);
--> statement-breakpoint
ALTER TABLE "mock_tests" ADD COLUMN "kind" "mock_test_kind" DEFAULT 'test' NOT NULL;--> statement-breakpoint
ALTER TABLE "mock_tests" ADD COLUMN "practice_subject" text;--> statement-breakpoint
ALTER TABLE "mock_tests" ADD COLUMN "practice_subject_hi" text;--> statement-breakpoint
ALTER TABLE "mock_tests" ADD COLUMN "practice_topic" text;--> statement-breakpoint
ALTER TABLE "mock_tests" ADD COLUMN "practice_topic_hi" text;--> statement-breakpoint
ALTER TABLE "daily_quiz_attempts" ADD CONSTRAINT "daily_quiz_attempts_day_daily_quizzes_day_fk" FOREIGN KEY ("day") REFERENCES "public"."daily_quizzes"("day") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_quiz_attempts" ADD CONSTRAINT "daily_quiz_attempts_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_answers" ADD CONSTRAINT "practice_answers_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_answers" ADD CONSTRAINT "practice_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_cards" ADD CONSTRAINT "revision_cards_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_cards" ADD CONSTRAINT "revision_cards_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_quiz_attempts_board_idx" ON "daily_quiz_attempts" USING btree ("day","correct" DESC NULLS LAST,"time_taken_seconds","submitted_at");--> statement-breakpoint
CREATE INDEX "daily_quiz_attempts_user_idx" ON "daily_quiz_attempts" USING btree ("user_uid","day" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "revision_cards_due_idx" ON "revision_cards" USING btree ("user_uid","due");--> statement-breakpoint
CREATE INDEX "mock_tests_practice_idx" ON "mock_tests" USING btree ("category_id","practice_subject","practice_topic") WHERE "mock_tests"."kind" = 'practice';--> statement-breakpoint
ALTER TABLE "mock_tests" ADD CONSTRAINT "mock_tests_practice_place" CHECK (("mock_tests"."kind" = 'practice') = ("mock_tests"."practice_subject" is not null) and ("mock_tests"."practice_subject" is null) = ("mock_tests"."practice_topic" is null));--> statement-breakpoint
ALTER TABLE "mock_tests" ADD CONSTRAINT "mock_tests_practice_untimed" CHECK ("mock_tests"."kind" = 'test' or ("mock_tests"."live_opens_at" is null and "mock_tests"."pyq_exam" is null));