CREATE TABLE "report_role_reports" (
	"role_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	CONSTRAINT "report_role_reports_role_id_report_id_pk" PRIMARY KEY("role_id","report_id")
);
--> statement-breakpoint
CREATE TABLE "report_role_users" (
	"role_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "report_role_users_role_id_user_id_pk" PRIMARY KEY("role_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "report_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_role_reports" ADD CONSTRAINT "report_role_reports_role_id_report_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."report_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_role_reports" ADD CONSTRAINT "report_role_reports_report_id_report_definitions_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."report_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_role_users" ADD CONSTRAINT "report_role_users_role_id_report_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."report_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_role_users" ADD CONSTRAINT "report_role_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_roles" ADD CONSTRAINT "report_roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_role_reports_report_idx" ON "report_role_reports" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "report_role_users_user_idx" ON "report_role_users" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_roles_company_name_key" ON "report_roles" USING btree ("company_id",lower("name"));