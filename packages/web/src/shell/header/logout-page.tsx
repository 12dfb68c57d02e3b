// /logout: runs the logout flow on arrival (links and redirects can end a session through it).
import { useEffect, useRef } from 'react';
import { Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logoutFlow } from './logout';

export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // StrictMode runs effects twice in development; one logout is enough
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logoutFlow({ navigate: (path) => navigate(path, { replace: true }), queryClient });
  }, [navigate, queryClient]);
  return (
    <div data-testid="logout-page" style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Spin size="large" description={t('header:logout.running')}>
        <div style={{ width: 200, height: 80 }} />
      </Spin>
    </div>
  );
}
