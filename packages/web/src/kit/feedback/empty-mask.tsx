// Empty state (spec 2 section 2): '暂无数据', or '未查询到结果' once the user has searched.
import type { ReactNode } from 'react';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

type EmptyMaskProps = {
  /** the list is empty because of a search (filters applied) */
  searched?: boolean;
  /** a text of the caller's instead of the defaults */
  description?: ReactNode;
  /** the smaller image, for selects, transfers and table cells */
  simple?: boolean;
};

export function EmptyMask({ searched = false, description, simple = false }: EmptyMaskProps) {
  const { t } = useTranslation();
  return (
    <Empty
      data-testid="empty-mask"
      image={simple ? Empty.PRESENTED_IMAGE_SIMPLE : Empty.PRESENTED_IMAGE_DEFAULT}
      description={description ?? t(searched ? 'widgets:empty.searched' : 'widgets:empty.default')}
    />
  );
}
