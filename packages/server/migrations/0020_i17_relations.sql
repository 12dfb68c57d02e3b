ALTER TABLE "company_relations" ADD COLUMN "remark" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_relations" ADD COLUMN "status_reason" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_relations" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "company_relations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "company_relations" ADD CONSTRAINT "company_relations_type" CHECK ("company_relations"."relation_type" IN ('supplies', 'serves', 'sub'));--> statement-breakpoint
ALTER TABLE "company_relations" ADD CONSTRAINT "company_relations_not_self" CHECK ("company_relations"."from_company_id" <> "company_relations"."to_company_id");