-- Hot-path reads as functions: the tenant is set (SET LOCAL semantics) and the query runs in one
-- round trip, and PL/pgSQL caches the plan per connection, so the RLS-laden joins are not planned
-- on every request. SECURITY INVOKER: row-level security still applies to the caller's role.
CREATE OR REPLACE FUNCTION app_resolve_session(p_tenant integer, p_token_hash text)
RETURNS TABLE (
  user_id integer, expires_at timestamptz, user_name varchar, company_id integer, company_type varchar,
  position_id integer, app_id integer, is_admin boolean, is_platform_admin boolean,
  catalogue_version integer, role_ids text
) LANGUAGE plpgsql VOLATILE SECURITY INVOKER AS $$
BEGIN
  PERFORM set_config('app.tenant_id', p_tenant::text, true);
  RETURN QUERY
  SELECT s.user_id, s.expires_at, u.user_name, s.company_id, c.type, s.position_id, s.app_id,
         coalesce(p.is_admin, false), u.is_platform_admin, ts.catalogue_version,
         (SELECT string_agg(pr.role_id::text, ',' ORDER BY pr.role_id) FROM position_roles pr
           WHERE pr.tenant_id = s.tenant_id AND pr.position_id = s.position_id)
    FROM sessions s
    JOIN users u ON u.tenant_id = s.tenant_id AND u.id = s.user_id AND u.status = 'enabled'
    JOIN tenant_settings ts ON ts.tenant_id = s.tenant_id
    LEFT JOIN positions p ON p.tenant_id = s.tenant_id AND p.id = s.position_id
    LEFT JOIN companies c ON c.tenant_id = s.tenant_id AND c.id = s.company_id
   WHERE s.tenant_id = p_tenant AND s.token_hash = p_token_hash
     AND s.revoked_at IS NULL AND s.expires_at > now();
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_custom_table_find(p_tenant integer, p_user integer, p_table_no text)
RETURNS TABLE (table_no varchar, custom_set text, page_path varchar, interface_url varchar)
LANGUAGE plpgsql VOLATILE SECURITY INVOKER AS $$
BEGIN
  PERFORM set_config('app.tenant_id', p_tenant::text, true);
  RETURN QUERY
  SELECT t.table_no, t.custom_set, t.page_path, t.interface_url FROM custom_table_settings t
   WHERE t.tenant_id = p_tenant AND t.user_id = p_user AND t.table_no = p_table_no;
END $$;
