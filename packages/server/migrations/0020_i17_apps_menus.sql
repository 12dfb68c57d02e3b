ALTER TABLE "apps" ADD COLUMN "logo_file_code" varchar(64);--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;