CREATE TABLE "revision_watermarks" (
	"user_uid" text PRIMARY KEY NOT NULL,
	"derived_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "revision_watermarks" ADD CONSTRAINT "revision_watermarks_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;