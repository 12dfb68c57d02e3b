CREATE TABLE "notice_attachments" (
	"tenant_id" integer NOT NULL,
	"notice_id" integer NOT NULL,
	"file_code" varchar(64) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "notice_attachments_tenant_id_notice_id_file_code_pk" PRIMARY KEY("tenant_id","notice_id","file_code")
);
--> statement-breakpoint
ALTER TABLE "notice_attachments" ADD CONSTRAINT "notice_attachments_tenant_id_notice_id_notices_tenant_id_id_fk" FOREIGN KEY ("tenant_id","notice_id") REFERENCES "public"."notices"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_attachments" ADD CONSTRAINT "notice_attachments_tenant_id_file_code_files_tenant_id_file_code_fk" FOREIGN KEY ("tenant_id","file_code") REFERENCES "public"."files"("tenant_id","file_code") ON DELETE no action ON UPDATE no action;