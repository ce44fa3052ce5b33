-- Issue 27: an article has a language and may be the translation of an English original; categories and series get
-- Hindi names; a live page has a language.
ALTER TABLE "articles" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "translation_of" integer;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_lang" CHECK ("articles"."lang" in ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_translation_of_articles_id_fk" FOREIGN KEY ("translation_of") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "live_pages" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "live_pages" ADD CONSTRAINT "live_pages_lang" CHECK ("live_pages"."lang" in ('en', 'hi'));--> statement-breakpoint
-- Search vectors by language: Hindi articles get the 'hindi' configuration plus the 'simple' lexemes of the loose
-- Devanagari form (core/search/devanagari.ts), so queries typed without matras match. A generated column cannot change
-- its expression in Postgres 15: dropped (with its index) and added again, with migration 0002's storage rules.
ALTER TABLE "articles" DROP COLUMN "title_vector";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (case when "lang" = 'hi' then to_tsvector('hindi', coalesce("title", '')) || to_tsvector('simple', translate(coalesce("title", ''), U&'\0958\0959\095a\095b\095c\095d\095e\095f\0900\0901\0902\0903\093a\093b\093c\093d\093e\093f\0940\0941\0942\0943\0944\0945\0946\0947\0948\0949\094a\094b\094c\094d\094e\094f\0951\0952\0953\0954\0955\0956\0957\0962\0963', U&'\0915\0916\0917\091c\0921\0922\092b\092f')) else to_tsvector('english', coalesce("title", '')) end) STORED;--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "title_vector" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "articles" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (case when "lang" = 'hi' then setweight(to_tsvector('hindi', coalesce("title", '')), 'A') || setweight(to_tsvector('hindi', coalesce("excerpt_source", '')), 'B') || setweight(to_tsvector('simple', translate(coalesce("title", ''), U&'\0958\0959\095a\095b\095c\095d\095e\095f\0900\0901\0902\0903\093a\093b\093c\093d\093e\093f\0940\0941\0942\0943\0944\0945\0946\0947\0948\0949\094a\094b\094c\094d\094e\094f\0951\0952\0953\0954\0955\0956\0957\0962\0963', U&'\0915\0916\0917\091c\0921\0922\092b\092f')), 'C') || setweight(to_tsvector('simple', translate(coalesce("excerpt_source", ''), U&'\0958\0959\095a\095b\095c\095d\095e\095f\0900\0901\0902\0903\093a\093b\093c\093d\093e\093f\0940\0941\0942\0943\0944\0945\0946\0947\0948\0949\094a\094b\094c\094d\094e\094f\0951\0952\0953\0954\0955\0956\0957\0962\0963', U&'\0915\0916\0917\091c\0921\0922\092b\092f')), 'D') else setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("excerpt_source", '')), 'B') end) STORED;--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "articles_title_search_idx" ON "articles" USING gin ("title_vector");--> statement-breakpoint
-- A series' Hindi parts take the same places as its English ones.
DROP INDEX "articles_series_order_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "articles_series_order_idx" ON "articles" USING btree ("series_id","lang","series_order");--> statement-breakpoint
-- One translation per article per language.
CREATE UNIQUE INDEX "articles_translation_idx" ON "articles" USING btree ("translation_of","lang");--> statement-breakpoint
CREATE INDEX "articles_lang_created_idx" ON "articles" USING btree ("lang","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Hand-written: an article's language and translation link are part of its place on the site (which listing shows it,
-- which article page links to it), as its URL and category are: a change is a placement change (migration 0007), so a
-- changed-only build does not follow it, and the trigger fires on them.
CREATE OR REPLACE FUNCTION "log_article_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "log_content_change"(TG_TABLE_NAME, NEW."id",
    (NEW."id", NEW."slug", NEW."category_id", NEW."is_series", NEW."series_id", NEW."series_order", NEW."created_at", NEW."lang", NEW."translation_of")
      IS DISTINCT FROM (OLD."id", OLD."slug", OLD."category_id", OLD."is_series", OLD."series_id", OLD."series_order", OLD."created_at", OLD."lang", OLD."translation_of"));
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "articles_content_version_update" ON "articles";--> statement-breakpoint
CREATE TRIGGER "articles_content_version_update" AFTER UPDATE OF "slug", "title", "content_html", "excerpt_source", "category_id", "is_series", "series_id", "series_order", "created_at", "updated_at", "lang", "translation_of" ON "articles" FOR EACH ROW EXECUTE FUNCTION "log_article_update"();
