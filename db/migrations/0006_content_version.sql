CREATE TABLE "content_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"epoch" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "content_version_one_row" CHECK ("content_version"."id" = 1)
);
--> statement-breakpoint
-- Hand-written (issue 19): the site's content version. Every write to a table the static site renders from bumps it,
-- so a build can tell that nothing changed since the last one (server/build-fingerprint.ts). Statement-level: one bump
-- per statement, however many rows it touched.
INSERT INTO "content_version" ("id") VALUES (1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "categories_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "series_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "series" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "mock_categories_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mock_categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "mock_tests_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mock_tests" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "mock_sections_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mock_sections" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "questions_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "questions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "live_pages_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "live_pages" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "live_events_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "live_events" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "ads_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ads" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "resource_categories_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "resource_categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "exams_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "exams" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "books_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "books" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "book_links_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "book_links" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "batch_categories_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "batch_categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "batches_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "batches" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "batch_sessions_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "batch_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
-- articles: every column but "visits" (counted on reads, shown on no page). A new column that pages render goes into
-- this list (tests/api/content-version.test.ts fails until it does).
CREATE TRIGGER "articles_content_version" AFTER INSERT OR DELETE OR TRUNCATE ON "articles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "articles_content_version_update" AFTER UPDATE OF "slug", "title", "content_html", "excerpt_source", "category_id", "is_series", "series_id", "series_order", "created_at", "updated_at" ON "articles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
