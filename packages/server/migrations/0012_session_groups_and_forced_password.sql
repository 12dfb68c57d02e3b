-- The session lookup also answers the roles a user holds through user groups of the session's company
-- (a group's roles apply to its members there) and whether an administrator's reset forces a new
-- password before anything else.
DROP FUNCTION IF EXISTS app_resolve_session(integer, text);
--> statement-breakpoint
CREATE FUNCTION app_resolve_session(p_tenant integer, p_token_hash text)
RETURNS TABLE (
  user_id integer, expires_at timestamptz, user_name varchar, company_id integer, company_type varchar,
  position_id integer, app_id integer, is_admin boolean, is_platform_admin boolean,
  catalogue_version integer, role_ids text, must_change_password boolean
) LANGUAGE plpgsql VOLATILE SECURITY INVOKER AS $$
BEGIN
  PERFORM set_config('app.tenant_id', p_tenant::text, true);
  RETURN QUERY
  SELECT s.user_id, s.expires_at, u.user_name, s.company_id, c.type, s.position_id, s.app_id,
         coalesce(p.is_admin, false), u.is_platform_admin, ts.catalogue_version,
         (SELECT string_agg(r.role_id::text, ',' ORDER BY r.role_id) FROM (
            SELECT pr.role_id FROM position_roles pr
             WHERE pr.tenant_id = s.tenant_id AND pr.position_id = s.position_id
            UNION
            SELECT gr.role_id FROM user_group_members gm
              JOIN user_groups g ON g.tenant_id = gm.tenant_id AND g.id = gm.group_id AND g.company_id = s.company_id
              JOIN user_group_roles gr ON gr.tenant_id = gm.tenant_id AND gr.group_id = gm.group_id
             WHERE gm.tenant_id = s.tenant_id AND gm.user_id = s.user_id AND s.position_id IS NOT NULL
          ) r),
         u.must_change_password
    FROM sessions s
    JOIN users u ON u.tenant_id = s.tenant_id AND u.id = s.user_id AND u.status = 'enabled'
    JOIN tenant_settings ts ON ts.tenant_id = s.tenant_id
    LEFT JOIN positions p ON p.tenant_id = s.tenant_id AND p.id = s.position_id
    LEFT JOIN companies c ON c.tenant_id = s.tenant_id AND c.id = s.company_id
   WHERE s.tenant_id = p_tenant AND s.token_hash = p_token_hash
     AND s.revoked_at IS NULL AND s.expires_at > now();
END $$;
