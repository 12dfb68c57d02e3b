-- the product search's trigram indexes need pg_trgm (a trusted extension: the database owner may create it)
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "products_code_trgm" ON "products" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_trgm" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_initials_trgm" ON "products" USING gin ("name_initials" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_specification_trgm" ON "products" USING gin ("specification" gin_trgm_ops);