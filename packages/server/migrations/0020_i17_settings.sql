CREATE TABLE "company_settings" (
	"tenant_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"portal_name" varchar(60) DEFAULT '' NOT NULL,
	"portal_logo" text DEFAULT '' NOT NULL,
	"password_min_length" integer,
	"password_require_upper" boolean DEFAULT false NOT NULL,
	"password_require_lower" boolean DEFAULT false NOT NULL,
	"session_hours" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_settings_tenant_id_company_id_pk" PRIMARY KEY("tenant_id","company_id"),
	CONSTRAINT "company_settings_min_length" CHECK ("company_settings"."password_min_length" BETWEEN 6 AND 16),
	CONSTRAINT "company_settings_session" CHECK ("company_settings"."session_hours" BETWEEN 1 AND 72)
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"password_min_length" integer,
	"password_require_upper" boolean DEFAULT false NOT NULL,
	"password_require_lower" boolean DEFAULT false NOT NULL,
	"password_expiry_days" integer,
	"session_hours" integer,
	"lockout_threshold" integer,
	"lockout_minutes" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_settings_min_length" CHECK ("platform_settings"."password_min_length" BETWEEN 6 AND 16),
	CONSTRAINT "platform_settings_expiry" CHECK ("platform_settings"."password_expiry_days" BETWEEN 30 AND 365),
	CONSTRAINT "platform_settings_session" CHECK ("platform_settings"."session_hours" BETWEEN 1 AND 72),
	CONSTRAINT "platform_settings_threshold" CHECK ("platform_settings"."lockout_threshold" BETWEEN 3 AND 10),
	CONSTRAINT "platform_settings_minutes" CHECK ("platform_settings"."lockout_minutes" BETWEEN 5 AND 1440)
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_tenant_id_company_id_companies_tenant_id_id_fk" FOREIGN KEY ("tenant_id","company_id") REFERENCES "public"."companies"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;