DROP INDEX "report_permissions_user_key";--> statement-breakpoint
ALTER TABLE "report_permissions" ADD COLUMN "granted_in_company_id" uuid;--> statement-breakpoint
ALTER TABLE "report_permissions" ADD CONSTRAINT "report_permissions_granted_in_company_id_companies_id_fk" FOREIGN KEY ("granted_in_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_permissions_user_granted_key" ON "report_permissions" USING btree ("report_id","user_id","granted_in_company_id") WHERE "report_permissions"."granted_in_company_id" is not null;--> statement-breakpoint
CREATE INDEX "report_permissions_granted_idx" ON "report_permissions" USING btree ("granted_in_company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_permissions_user_key" ON "report_permissions" USING btree ("report_id","user_id") WHERE "report_permissions"."user_id" is not null and "report_permissions"."granted_in_company_id" is null;--> statement-breakpoint
ALTER TABLE "report_permissions" ADD CONSTRAINT "report_permissions_granted_check" CHECK ("report_permissions"."granted_in_company_id" is null or "report_permissions"."user_id" is not null);--> statement-breakpoint
-- Decision 095: a user's existing row is the company's grant when the user belongs to exactly one company (the
-- only company whose report admin could have made it, and the only one it showed in); rows of users in several
-- companies stay the forwarder's (null: seen in every company, managed by portal admins only).
UPDATE "report_permissions" p SET "granted_in_company_id" = (SELECT m."company_id" FROM "memberships" m WHERE m."user_id" = p."user_id")
WHERE p."user_id" IS NOT NULL AND (SELECT count(*) FROM "memberships" m WHERE m."user_id" = p."user_id") = 1;
