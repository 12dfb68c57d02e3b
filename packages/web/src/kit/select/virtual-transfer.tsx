// Two-panel transfer (spec 2 sections 4 and 9) on antd Transfer: each panel is a virtual list with
// 30 px rows plus 2 reserved rows beyond the visible ones; scrolling (throttled to 60 ms) moves the
// window and, near the end of the source panel, asks for more rows. antd moves the checked items.
import { useEffect, useMemo, useState } from 'react';
import { Checkbox, Flex, Transfer, type TransferProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyMask } from '../feedback/empty-mask';
import { LoadingText } from '../feedback/loading-text';
import { throttle } from './scroll-throttle';

export const TRANSFER_ROW_HEIGHT = 30;
export const TRANSFER_RESERVED_ROWS = 2;
export const TRANSFER_SCROLL_THROTTLE_MS = 60;
const DEFAULT_LIST_HEIGHT = 300;

export type TransferItem = { key: string; title: string; description?: string; disabled?: boolean };
type Direction = 'left' | 'right';
type Key = TransferProps['targetKeys'] extends (infer K)[] | undefined ? K : never;

/** First row and row count to render for a scroll position. */
export function visibleWindow(scrollTop: number, height: number, total: number): { first: number; count: number } {
  const first = Math.max(0, Math.min(Math.floor(scrollTop / TRANSFER_ROW_HEIGHT), Math.max(0, total - 1)));
  const count = Math.ceil(height / TRANSFER_ROW_HEIGHT) + TRANSFER_RESERVED_ROWS;
  return { first, count: Math.min(count, total - first) };
}

type ListProps = {
  direction: Direction;
  items: TransferItem[];
  selectedKeys: Key[];
  onItemSelect: (key: Key, selected: boolean) => void;
  onItemSelectAll: (keys: Key[], selected: boolean) => void;
  disabled?: boolean;
  height: number;
  onReachEnd?: () => void;
  loadingMore: boolean;
  searched: boolean;
  /** the panel's title, the name of its list */
  label: string;
};

function VirtualList(props: ListProps) {
  const { direction, items, selectedKeys, onItemSelect, disabled, height, onReachEnd, loadingMore, searched, label } = props;
  const { t } = useTranslation();
  const [scrollTop, setScrollTop] = useState(0);
  const total = items.length;
  const onScroll = useMemo(
    () =>
      throttle((top: number) => {
        setScrollTop(top);
        // within the reserved rows of the end: time to load the next rows
        if (onReachEnd && top + height >= total * TRANSFER_ROW_HEIGHT - TRANSFER_RESERVED_ROWS * TRANSFER_ROW_HEIGHT) onReachEnd();
      }, TRANSFER_SCROLL_THROTTLE_MS),
    [height, onReachEnd, total],
  );
  useEffect(() => () => onScroll.cancel(), [onScroll]);

  if (total === 0) return loadingMore ? <LoadingText /> : <EmptyMask simple searched={searched} />;
  const { first, count } = visibleWindow(scrollTop, height, total);
  const selected = new Set(selectedKeys);
  const enabledKeys = disabled ? [] : items.filter((i) => !i.disabled).map((i) => i.key);
  const checkedCount = enabledKeys.filter((k) => selected.has(k)).length;
  const all = enabledKeys.length > 0 && checkedCount === enabledKeys.length;
  return (
    <>
      {/* antd's header checkbox has no name a screen reader can read (showSelectAll is off): this one is named */}
      <Flex align="center" style={{ height: TRANSFER_ROW_HEIGHT, padding: '0 12px' }}>
        <Checkbox
          aria-label={t('widgets:transfer.selectAll')}
          checked={all}
          indeterminate={checkedCount > 0 && !all}
          disabled={enabledKeys.length === 0}
          onChange={() => props.onItemSelectAll(enabledKeys, !all)}
          data-testid={`transfer-select-all-${direction}`}
        />
      </Flex>
      <div
        role="group"
        aria-label={label}
        data-testid={`transfer-list-${direction}`}
        style={{ height, overflowY: 'auto' }}
        onScroll={(e) => onScroll(e.currentTarget.scrollTop)}
      >
        <div style={{ height: total * TRANSFER_ROW_HEIGHT, position: 'relative' }}>
          <div style={{ position: 'absolute', top: first * TRANSFER_ROW_HEIGHT, left: 0, right: 0 }}>
            {items.slice(first, first + count).map((item) => {
              const checked = selected.has(item.key);
              const off = disabled || item.disabled;
              return (
                // a row is a checkbox named by its title (a checkbox inside an option would nest two controls)
                <div
                  key={item.key}
                  data-testid="transfer-row"
                  style={{ height: TRANSFER_ROW_HEIGHT, padding: '0 12px', display: 'flex', alignItems: 'center' }}
                >
                  <Checkbox
                    checked={checked}
                    disabled={off}
                    onChange={(e) => onItemSelect(item.key, e.target.checked)}
                    style={{ minWidth: 0 }}
                  >
                    <span
                      title={item.description ?? item.title}
                      style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                    >
                      {item.title}
                    </span>
                  </Checkbox>
                </div>
              );
            })}
          </div>
        </div>
        {loadingMore && <LoadingText />}
      </div>
    </>
  );
}

type VirtualTransferProps = {
  dataSource: TransferItem[];
  targetKeys: string[];
  onChange: (targetKeys: string[], direction: Direction, moveKeys: string[]) => void;
  titles?: [string, string];
  /** height of each panel's list */
  listHeight?: number;
  /** the source panel was scrolled near its end */
  onReachEnd?: () => void;
  loadingMore?: boolean;
  showSearch?: boolean;
  disabled?: boolean;
};

export function VirtualTransfer({
  dataSource,
  targetKeys,
  onChange,
  titles,
  listHeight = DEFAULT_LIST_HEIGHT,
  onReachEnd,
  loadingMore = false,
  showSearch = true,
  disabled,
}: VirtualTransferProps) {
  const { t } = useTranslation();
  const panelTitles = titles ?? [t('widgets:transfer.source'), t('widgets:transfer.target')];
  const [filters, setFilters] = useState<Record<Direction, string>>({ left: '', right: '' });
  return (
    <Transfer<TransferItem>
      dataSource={dataSource}
      targetKeys={targetKeys}
      onChange={(keys, direction, moved) => onChange(keys.map(String), direction, moved.map(String))}
      onSearch={(direction, value) => setFilters((f) => ({ ...f, [direction]: value }))}
      titles={panelTitles}
      locale={{
        searchPlaceholder: t('widgets:transfer.searchPlaceholder'),
        itemUnit: t('widgets:transfer.itemUnit'),
        itemsUnit: t('widgets:transfer.itemsUnit'),
      }}
      showSearch={showSearch}
      showSelectAll={false}
      disabled={disabled}
      render={(item) => item.title}
      filterOption={(text, item) => item.title.toLowerCase().includes(text.trim().toLowerCase())}
      styles={{ section: { width: 300 } }}
    >
      {({ direction, filteredItems, selectedKeys, onItemSelect, onItemSelectAll, disabled: listDisabled }) => (
        <VirtualList
          direction={direction}
          items={filteredItems}
          selectedKeys={selectedKeys}
          onItemSelect={onItemSelect}
          onItemSelectAll={onItemSelectAll}
          disabled={listDisabled}
          height={listHeight}
          onReachEnd={direction === 'left' ? onReachEnd : undefined}
          loadingMore={direction === 'left' && loadingMore}
          searched={filters[direction] !== ''}
          label={panelTitles[direction === 'left' ? 0 : 1]}
        />
      )}
    </Transfer>
  );
}
