CREATE TABLE "content_changes" (
	"version" bigint PRIMARY KEY NOT NULL,
	"table_name" text NOT NULL,
	"article_id" integer,
	"placement" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
-- Hand-written (issue 19): every bump of the content version leaves a row saying what was written, so a build can
-- tell that since the version it was built from only articles' text changed and render only the pages that show
-- them (src/integrations/changed-only.ts). The version is taken by updating content_version's one row, whose lock
-- is held until commit: concurrent writers get their versions in commit order, so a build that read version V
-- finds every later change above V. The last 10,000 rows are kept; a build further behind does a full build.
CREATE OR REPLACE FUNCTION "log_content_change"("tbl" text, "article" integer, "moves" boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE v bigint;
BEGIN
  UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO v;
  IF v IS NOT NULL THEN
    INSERT INTO "content_changes" ("version", "table_name", "article_id", "placement") VALUES (v, tbl, article, moves);
    DELETE FROM "content_changes" WHERE "version" <= v - 10000;
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "log_content_change"(TG_TABLE_NAME, NULL, true);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An article update is logged per row, with the article and whether its place on the site changed: its URL, category,
-- series, series order, series flag or creation date (which order the listings). Title, text, excerpt and update date
-- change only the pages that show the article.
CREATE OR REPLACE FUNCTION "log_article_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "log_content_change"(TG_TABLE_NAME, NEW."id",
    (NEW."id", NEW."slug", NEW."category_id", NEW."is_series", NEW."series_id", NEW."series_order", NEW."created_at")
      IS DISTINCT FROM (OLD."id", OLD."slug", OLD."category_id", OLD."is_series", OLD."series_id", OLD."series_order", OLD."created_at"));
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "articles_content_version_update" ON "articles";
--> statement-breakpoint
CREATE TRIGGER "articles_content_version_update" AFTER UPDATE OF "slug", "title", "content_html", "excerpt_source", "category_id", "is_series", "series_id", "series_order", "created_at", "updated_at" ON "articles" FOR EACH ROW EXECUTE FUNCTION "log_article_update"();
--> statement-breakpoint
-- A counted download (book_links.download_count alone) shows only on a page that every build renders anyway (the
-- resources page): it is logged as such (no article, no placement), so it does not stop a
-- changed-only build. Any other write to book_links is logged as before. A new book_links column must join the first
-- trigger's list (tests/api/content-version.test.ts fails until it does).
CREATE OR REPLACE FUNCTION "log_unkeyed_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "log_content_change"(TG_TABLE_NAME, NULL, false);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "book_links_content_version" ON "book_links";
--> statement-breakpoint
CREATE TRIGGER "book_links_content_version" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "id", "book_id", "label", "url", "created_at" ON "book_links" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "book_links_content_version_downloads" AFTER UPDATE OF "download_count" ON "book_links" FOR EACH STATEMENT EXECUTE FUNCTION "log_unkeyed_write"();
