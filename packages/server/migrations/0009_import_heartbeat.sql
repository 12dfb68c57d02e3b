-- A server-run import carries a heartbeat written by the process running it; with several replicas on one
-- PostgreSQL an import whose heartbeat stopped for 30 s is failed by any of them (see imports.service.ts).
ALTER TABLE "mall_import_progress" ADD COLUMN "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "mall_import_progress_running" ON "mall_import_progress" USING btree ("tenant_id","heartbeat_at") WHERE "mall_import_progress"."status" = 'running';