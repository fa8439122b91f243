CREATE TABLE "portal_message_receipts" (
	"message_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	CONSTRAINT "portal_message_receipts_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "portal_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"texts" jsonb NOT NULL,
	"default_locale" text NOT NULL,
	"audience_kind" text NOT NULL,
	"audience_values" text[] DEFAULT '{}'::text[] NOT NULL,
	"severity" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"requires_ack" boolean DEFAULT false NOT NULL,
	"email_copy" boolean DEFAULT false NOT NULL,
	"email_addresses" text[] DEFAULT '{}'::text[] NOT NULL,
	"published_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portal_message_receipts" ADD CONSTRAINT "portal_message_receipts_message_id_portal_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."portal_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_message_receipts" ADD CONSTRAINT "portal_message_receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_messages" ADD CONSTRAINT "portal_messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portal_message_receipts_user_idx" ON "portal_message_receipts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "portal_messages_window_idx" ON "portal_messages" USING btree ("published_at","starts_at","ends_at");