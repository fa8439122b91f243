CREATE TABLE "ui_string_drafts" (
	"locale" text NOT NULL,
	"key" text NOT NULL,
	"value" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ui_string_drafts_locale_key_pk" PRIMARY KEY("locale","key")
);
--> statement-breakpoint
ALTER TABLE "ui_string_drafts" ADD CONSTRAINT "ui_string_drafts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;