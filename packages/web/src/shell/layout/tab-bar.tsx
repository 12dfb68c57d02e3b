// The 40px tab bar (spec 1 section 2, Tab bar): home, worktable and opened pages, a right-click menu
// (refresh / close current / close others / close all) and horizontal scrolling to the active tab.
import { useEffect, useRef, type KeyboardEvent, type WheelEvent } from 'react';
import { Dropdown, theme, type MenuProps } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { TFunction } from 'i18next';
import { menuName } from '../catalogue-names';
import { tabHref, tabPathOf, type Tab, type TabLabel } from './tab-state';
import { useTabStore } from './tab-store';

export const TAB_BAR_HEIGHT = 40;
/** spec 1 section 9: tab scroll animation 200 ms after a 100 ms wait */
export const TAB_SCROLL_MS = 200;
export const TAB_SCROLL_WAIT_MS = 100;

/** Animates `el.scrollLeft` to `to` over `duration` ms (ease-out). */
function animateScroll(el: HTMLElement, to: number, duration: number): () => void {
  const from = el.scrollLeft;
  const start = performance.now();
  let frame = 0;
  const step = (now: number) => {
    const progress = Math.min(1, (now - start) / duration);
    el.scrollLeft = from + (to - from) * (1 - (1 - progress) ** 3);
    if (progress < 1) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}

/** The scrollLeft that brings `tab` fully into the view of `strip` (unchanged when it already is). */
export function scrollTargetFor(
  strip: { scrollLeft: number; clientWidth: number },
  tab: { offsetLeft: number; offsetWidth: number },
): number {
  if (tab.offsetLeft < strip.scrollLeft) return tab.offsetLeft;
  const right = tab.offsetLeft + tab.offsetWidth;
  if (right > strip.scrollLeft + strip.clientWidth) return right - strip.clientWidth;
  return strip.scrollLeft;
}

/** A tab's title in the interface language: its key or menu node is read again at every render (a language switch). */
export function tabTitleOf(tab: TabLabel, t: TFunction, exists: (key: string) => boolean): string {
  if (tab.titleKey && exists(tab.titleKey)) return t(tab.titleKey);
  if (tab.menu) return menuName(tab.menu);
  return tab.title;
}

type TabBarProps = {
  /** whose tabs are shown (each user keeps their own list) */
  userId: number;
  /** what the current page's tab is called */
  label: TabLabel;
};

export function TabBar({ userId, label }: TabBarProps) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { tabs, activePath, switchUser, open, close, closeOthers, closeAll, refresh } = useTabStore();
  const strip = useRef<HTMLDivElement>(null);

  // one effect: the user's saved tabs must be in place before the current page joins them
  const { title, titleKey, menu } = label;
  const menuCode = menu?.resourceCode;
  const menuSourceName = menu?.resourceName;
  useEffect(() => {
    switchUser(userId);
    const node =
      menuCode !== undefined && menuSourceName !== undefined ? { resourceCode: menuCode, resourceName: menuSourceName } : undefined;
    open({ path: pathname, search, title, titleKey, menu: node });
  }, [switchUser, open, userId, pathname, search, title, titleKey, menuCode, menuSourceName]);

  useEffect(() => {
    const el = strip.current;
    const tab = el?.querySelector<HTMLElement>(`[data-path="${CSS.escape(activePath)}"]`);
    if (!el || !tab) return;
    let stop = () => {};
    const timer = window.setTimeout(() => {
      const to = scrollTargetFor(el, tab);
      if (to !== el.scrollLeft) stop = animateScroll(el, to, TAB_SCROLL_MS);
    }, TAB_SCROLL_WAIT_MS);
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, [activePath, tabs.length]);

  // after a close the store names the tab to show; the router follows it
  const goToActive = () => {
    const { tabs: next, activePath: active } = useTabStore.getState();
    const tab = next.find((item) => item.path === active);
    if (tab && active !== tabPathOf(pathname)) void navigate(tabHref(tab));
  };

  const onMenu = (tab: Tab, key: string) => {
    if (key === 'refresh') refresh();
    if (key === 'closeCurrent') close(tab.path);
    if (key === 'closeOthers') closeOthers(tab.path);
    if (key === 'closeAll') closeAll();
    if (key !== 'refresh') goToActive();
  };

  const menuOf = (tab: Tab): MenuProps => ({
    items: [
      { key: 'refresh', label: t('layout:tabs.refresh'), disabled: tab.path !== activePath },
      { key: 'closeCurrent', label: t('layout:tabs.closeCurrent'), disabled: !tab.closable },
      { key: 'closeOthers', label: t('layout:tabs.closeOthers') },
      { key: 'closeAll', label: t('layout:tabs.closeAll') },
    ],
    onClick: ({ key }) => onMenu(tab, key),
  });

  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    if (strip.current && event.deltaY !== 0) strip.current.scrollLeft += event.deltaY;
  };

  return (
    <div
      data-testid="shell-tab-bar"
      role="tablist"
      ref={strip}
      onWheel={onWheel}
      style={{
        height: TAB_BAR_HEIGHT,
        boxSizing: 'border-box',
        display: 'flex',
        alignItems: 'center',
        gap: 4,
        padding: '0 8px',
        overflowX: 'auto',
        overflowY: 'hidden',
        scrollbarWidth: 'none',
        whiteSpace: 'nowrap',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {tabs.map((tab) => {
        const active = tab.path === activePath;
        const tabTitle = tabTitleOf(tab, t, (key) => i18n.exists(key));
        const closeTab = () => {
          close(tab.path);
          goToActive();
        };
        const onKeyDown = (event: KeyboardEvent) => {
          if (event.key === 'Enter' || event.key === ' ') void navigate(tabHref(tab));
          if (event.key === 'Delete' && tab.closable) closeTab();
        };
        return (
          <Dropdown key={tab.path} trigger={['contextMenu']} menu={menuOf(tab)}>
            <div
              role="tab"
              tabIndex={0}
              aria-selected={active}
              // the close icon is for the mouse: a control inside a tab is not reachable by keyboard or
              // screen reader (axe nested-interactive); the key Delete and the context menu close it
              aria-keyshortcuts={tab.closable ? 'Delete' : undefined}
              data-testid={`tab-${tab.path}`}
              data-path={tab.path}
              onClick={() => void navigate(tabHref(tab))}
              onKeyDown={onKeyDown}
              style={{
                flex: 'none',
                display: 'inline-flex',
                alignItems: 'center',
                gap: 6,
                height: 28,
                padding: '0 12px',
                cursor: 'pointer',
                borderRadius: token.borderRadius,
                fontSize: token.fontSizeSM,
                color: active ? token.colorWhite : token.colorText,
                background: active ? token.colorPrimary : token.colorFillQuaternary,
              }}
            >
              <span>{tabTitle}</span>
              {tab.closable && (
                <CloseOutlined
                  aria-hidden
                  data-testid={`tab-close-${tab.path}`}
                  title={t('layout:tabs.close', { title: tabTitle })}
                  style={{ fontSize: 10 }}
                  onClick={(event) => {
                    event.stopPropagation();
                    closeTab();
                  }}
                />
              )}
            </div>
          </Dropdown>
        );
      })}
    </div>
  );
}
