CREATE TABLE "report_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_definitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" uuid,
	"kind" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"built_in" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_definitions_kind_check" CHECK (("report_definitions"."kind" = 'url' and "report_definitions"."url" <> '') or ("report_definitions"."kind" = 'builtIn' and "report_definitions"."built_in" is not null))
);
--> statement-breakpoint
CREATE TABLE "report_permissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"company_id" uuid,
	"user_id" uuid,
	CONSTRAINT "report_permissions_target_check" CHECK (num_nonnulls("report_permissions"."company_id", "report_permissions"."user_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "report_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_name" text NOT NULL,
	"report_id" uuid,
	"user_id" uuid NOT NULL,
	"company_id" uuid,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"format" text NOT NULL,
	"outcome" text NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_definitions" ADD CONSTRAINT "report_definitions_category_id_report_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."report_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_permissions" ADD CONSTRAINT "report_permissions_report_id_report_definitions_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."report_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_permissions" ADD CONSTRAINT "report_permissions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_permissions" ADD CONSTRAINT "report_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_report_id_report_definitions_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."report_definitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_categories_name_key" ON "report_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "report_definitions_name_key" ON "report_definitions" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "report_definitions_category_idx" ON "report_definitions" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_permissions_company_key" ON "report_permissions" USING btree ("report_id","company_id") WHERE "report_permissions"."company_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "report_permissions_user_key" ON "report_permissions" USING btree ("report_id","user_id") WHERE "report_permissions"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "report_permissions_company_idx" ON "report_permissions" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "report_permissions_user_idx" ON "report_permissions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "report_runs_ran_at_idx" ON "report_runs" USING btree ("ran_at");--> statement-breakpoint
CREATE INDEX "report_runs_user_idx" ON "report_runs" USING btree ("user_id","report_id");