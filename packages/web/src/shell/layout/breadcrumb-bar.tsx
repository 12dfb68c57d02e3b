// The 40px breadcrumb bar (spec 1 section 2): the menu trail of the page (or of the menuPath /
// menuName flags), a back button on deep pages and the page-action slot.
import { Breadcrumb, Button, theme } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MenuNode } from '@medportal/contracts/staff/menu.contract';
import { menuName as nodeName } from '../catalogue-names';

export const BREADCRUMB_HEIGHT = 40;
/** Apps whose pages carry no breadcrumb bar: the performance-evaluation app. */
export const PERFORMANCE_APP_CODES: readonly string[] = ['PE001'];

/** The crumbs: the trail's names, then menuName when it names a page below the trail; else the page title. */
export function crumbsOf(trail: readonly MenuNode[], menuName: string | null, pageTitle: string): string[] {
  const names = trail.map((node) => nodeName(node));
  if (menuName && names.at(-1) !== menuName) names.push(menuName);
  if (names.length > 0) return names;
  return pageTitle ? [pageTitle] : [];
}

type BreadcrumbBarProps = {
  crumbs: readonly string[];
  showBack: boolean;
  /** receives the element page actions render into */
  actionsRef: (el: HTMLDivElement | null) => void;
};

export function BreadcrumbBar({ crumbs, showBack, actionsRef }: BreadcrumbBarProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  return (
    <div
      data-testid="shell-breadcrumb"
      style={{
        height: BREADCRUMB_HEIGHT,
        boxSizing: 'border-box',
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        padding: '0 16px',
        background: token.colorBgContainer,
      }}
    >
      {showBack && (
        <Button size="small" icon={<ArrowLeftOutlined />} onClick={() => void navigate(-1)}>
          {t('layout:nav.back')}
        </Button>
      )}
      <Breadcrumb style={{ flex: 1, minWidth: 0 }} items={crumbs.map((title, i) => ({ key: i, title }))} />
      <div ref={actionsRef} data-testid="page-actions" style={{ display: 'flex', gap: 8 }} />
    </div>
  );
}
