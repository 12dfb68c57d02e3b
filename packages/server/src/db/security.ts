// Row-level security on every table that has tenant_id, applied after each migration run, so a new
// tenant table is covered without anyone remembering to add a policy.
export const APP_ROLE = 'medportal_app';

export const securitySql = () => `
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN
    CREATE ROLE ${APP_ROLE} NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEROLE NOCREATEDB;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
GRANT ${APP_ROLE} TO CURRENT_USER;
GRANT USAGE ON SCHEMA public TO ${APP_ROLE};
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${APP_ROLE};
REVOKE INSERT, UPDATE, DELETE ON tenants FROM ${APP_ROLE};
-- the audit log is append-only for the application
REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM ${APP_ROLE};
-- and so is the record of every approval action
REVOKE UPDATE, DELETE, TRUNCATE ON examine_records FROM ${APP_ROLE};
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE};
DO $$ DECLARE r record; BEGIN
  FOR r IN
    SELECT c.relname FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped
     WHERE n.nspname = 'public' AND c.relkind = 'r'
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', r.relname);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', r.relname);
    IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = r.relname AND policyname = 'tenant_isolation') THEN
      EXECUTE format(
        'CREATE POLICY tenant_isolation ON %I USING (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::int)'
        || ' WITH CHECK (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::int)',
        r.relname);
    END IF;
  END LOOP;
END $$;
`;
