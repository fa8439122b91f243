CREATE TABLE "grid_settings" (
	"user_id" uuid NOT NULL,
	"grid_key" text NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grid_settings_user_id_grid_key_pk" PRIMARY KEY("user_id","grid_key")
);
--> statement-breakpoint
ALTER TABLE "grid_settings" ADD CONSTRAINT "grid_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;