CREATE TABLE "dashboard_company_widgets" (
	"company_id" uuid NOT NULL,
	"type" text NOT NULL,
	"sequence_id" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_company_widgets_company_id_type_pk" PRIMARY KEY("company_id","type")
);
--> statement-breakpoint
CREATE TABLE "dashboard_user_widgets" (
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"type" text NOT NULL,
	"sequence_id" integer NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_user_widgets_user_id_company_id_type_pk" PRIMARY KEY("user_id","company_id","type")
);
--> statement-breakpoint
ALTER TABLE "dashboard_company_widgets" ADD CONSTRAINT "dashboard_company_widgets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_company_widgets" ADD CONSTRAINT "dashboard_company_widgets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_user_widgets" ADD CONSTRAINT "dashboard_user_widgets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_user_widgets" ADD CONSTRAINT "dashboard_user_widgets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;