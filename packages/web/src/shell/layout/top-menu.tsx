// The top menu (spec 1 section 2): the app's first-level menus in the header; items that do not fit
// collapse into a More (更多) dropdown laid out 3 items per column. Widths are measured on a hidden
// copy of the row and re-measured when the header resizes (200 ms debounce).
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { Dropdown, theme } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '@medportal/contracts/staff/menu.contract';
import { menuName } from '../catalogue-names';
import { menuIcon } from './menu-icons';

/** spec 1 section 9 */
export const RESIZE_DEBOUNCE_MS = 200;
export const MORE_ITEMS_PER_COLUMN = 3;
export const MORE_COLUMN_WIDTH = 140;

/** How many items, from the left, fit into `available` px; a More trigger takes `moreWidth` when some do not. */
export function fitCount(widths: readonly number[], available: number, moreWidth: number): number {
  const total = widths.reduce((sum, w) => sum + w, 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + width > available) break;
    used += width;
    count += 1;
  }
  return count;
}

/** Width of the More dropdown: one column per 3 items. */
export const moreDropdownWidth = (count: number): number => Math.ceil(count / MORE_ITEMS_PER_COLUMN) * MORE_COLUMN_WIDTH;

type TopMenuProps = {
  nodes: readonly MenuNode[];
  activeIndex: number;
  onSelect: (index: number) => void;
};

export function TopMenu({ nodes, activeIndex, onSelect }: TopMenuProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const container = useRef<HTMLDivElement>(null);
  const measure = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(nodes.length);

  const recompute = useCallback(() => {
    const box = container.current;
    const row = measure.current;
    if (!box || !row) return;
    const widths = [...row.querySelectorAll<HTMLElement>('[data-measure="item"]')].map((el) => el.offsetWidth);
    const moreWidth = row.querySelector<HTMLElement>('[data-measure="more"]')?.offsetWidth ?? 0;
    setVisible(fitCount(widths, box.clientWidth, moreWidth));
  }, []);

  useLayoutEffect(() => {
    recompute();
    const box = container.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    let timer: number | undefined;
    const observer = new ResizeObserver(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(recompute, RESIZE_DEBOUNCE_MS);
    });
    observer.observe(box);
    return () => {
      window.clearTimeout(timer);
      observer.disconnect();
    };
  }, [recompute, nodes]);

  const itemStyle = (active: boolean) => ({
    flex: 'none' as const,
    height: '100%',
    padding: '0 16px',
    border: 0,
    cursor: 'pointer',
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    fontSize: token.fontSize,
    color: token.colorWhite,
    background: active ? token.colorPrimary : 'transparent',
  });

  const hidden = nodes.slice(visible);
  const moreActive = activeIndex >= visible;

  return (
    <div
      data-testid="shell-top-menu"
      ref={container}
      style={{ position: 'relative', flex: 1, minWidth: 0, height: '100%', display: 'flex', overflow: 'hidden' }}
    >
      <div
        ref={measure}
        aria-hidden
        style={{ position: 'absolute', visibility: 'hidden', pointerEvents: 'none', display: 'flex', height: 0 }}
      >
        {nodes.map((node) => (
          <span key={node.id} data-measure="item" style={itemStyle(false)}>
            {menuIcon(node)}
            {menuName(node)}
          </span>
        ))}
        <span data-measure="more" style={itemStyle(false)}>
          {t('layout:nav.more')}
          <DownOutlined />
        </span>
      </div>
      {nodes.slice(0, visible).map((node, index) => (
        <button
          key={node.id}
          type="button"
          aria-current={index === activeIndex ? 'true' : undefined}
          style={itemStyle(index === activeIndex)}
          onClick={() => onSelect(index)}
        >
          {menuIcon(node)}
          {menuName(node)}
        </button>
      ))}
      {hidden.length > 0 && (
        <Dropdown
          trigger={['click', 'hover']}
          menu={{
            items: hidden.map((node, i) => ({ key: String(visible + i), label: menuName(node), icon: menuIcon(node) })),
            selectedKeys: moreActive ? [String(activeIndex)] : [],
            onClick: ({ key }) => onSelect(Number(key)),
            // column-major grid: 3 items down, then the next column
            style: {
              display: 'grid',
              gridTemplateRows: `repeat(${Math.min(MORE_ITEMS_PER_COLUMN, hidden.length)}, auto)`,
              gridAutoFlow: 'column',
              width: moreDropdownWidth(hidden.length),
            },
          }}
        >
          <button type="button" data-testid="shell-more" style={itemStyle(moreActive)}>
            {t('layout:nav.more')}
            <DownOutlined />
          </button>
        </Dropdown>
      )}
    </div>
  );
}
