// The portal home ('/', /workbench, /homePage/worktable): the tenant's banner, 我的应用 and the
// worktable cards (todos, notices, shortcuts).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ShortcutCard, WorktableGrid } from './worktable-page';
import { fetchBranding } from './home-api';
import { MyApps } from './my-apps';

export const BRANDING_QUERY_KEY = ['home', 'branding'] as const;

function Banner() {
  const { t } = useTranslation();
  const branding = useQuery({ queryKey: BRANDING_QUERY_KEY, queryFn: fetchBranding, staleTime: 5 * 60_000 });
  const src = branding.data?.homePageImg;
  if (!src) return null;
  return (
    // a plain image: without preview, antd Image only adds weight to the home page
    <img
      data-testid="home-banner"
      src={src}
      alt={t('home:bannerAlt')}
      style={{ display: 'block', width: '100%', maxHeight: 240, objectFit: 'cover', borderRadius: 8 }}
    />
  );
}

export function HomePage() {
  return <WorktableGrid above={[<Banner />, <MyApps />]} below={<ShortcutCard />} />;
}
