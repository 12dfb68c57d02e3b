// Tabs with badges (spec 2 section 3 'Tab item': lab, badge, isDot, hidden, disabled): antd Tabs whose
// labels carry a Badge capped at 99 ('99+') or a dot; hidden items are left out.
import type { ReactNode } from 'react';
import { Badge, Tabs, type TabsProps } from 'antd';

export const TAB_BADGE_MAX = 99;

export type BadgeTabItem = {
  key: string;
  /** the label */
  lab: ReactNode;
  badge?: number;
  isDot?: boolean;
  hidden?: boolean;
  disabled?: boolean;
  children?: ReactNode;
};

type BadgeTabsProps = Omit<TabsProps, 'items'> & { items: BadgeTabItem[] };

export function BadgeTabs({ items, ...rest }: BadgeTabsProps) {
  const tabs: TabsProps['items'] = items
    .filter((item) => !item.hidden)
    .map((item) => ({
      key: item.key,
      disabled: item.disabled,
      children: item.children,
      label: (
        <Badge
          count={item.isDot ? (item.badge ?? 1) : item.badge}
          dot={item.isDot}
          overflowCount={TAB_BADGE_MAX}
          size="small"
          offset={[8, -2]}
          data-testid={`tab-badge-${item.key}`}
        >
          {item.lab}
        </Badge>
      ),
    }));
  return <Tabs items={tabs} {...rest} />;
}
