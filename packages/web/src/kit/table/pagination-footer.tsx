// The paged-list footer (spec 2 sections 2 and 9): antd Pagination with sizes 20/30/50/100, total,
// size changer and quick jumper; hidden when the total is 0; a size change returns to page 1.
import { Flex, Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, PAGER_LAYOUT } from '@medportal/contracts/common/constants';
import './pagination-footer.css';

export { PAGER_LAYOUT };

/** The default page size of a list: the first of its configured sizes. */
export const defaultPageSizeOf = (sizes: readonly number[] = PAGE_SIZES): number => sizes[0] ?? PAGE_SIZES[0];

export type PaginationFooterProps = {
  total: number;
  page: number;
  pageSize: number;
  pageSizes?: readonly number[];
  /** a new page or size; a size change always comes with page 1 */
  onChange: (page: number, pageSize: number) => void;
  disabled?: boolean;
};

export function PaginationFooter({ total, page, pageSize, pageSizes = PAGE_SIZES, onChange, disabled }: PaginationFooterProps) {
  const { t } = useTranslation();
  if (!total) return null;
  return (
    <Flex justify="flex-end" className="mp-pagination-footer" data-testid="pagination-footer" style={{ paddingBlock: 12 }}>
      <Pagination
        total={total}
        current={page}
        pageSize={pageSize}
        pageSizeOptions={[...pageSizes]}
        showSizeChanger
        showQuickJumper
        disabled={disabled}
        showTotal={(count) => t('table:pagination.total', { total: count })}
        onChange={(nextPage, nextSize) => onChange(nextSize !== pageSize ? 1 : nextPage, nextSize)}
      />
    </Flex>
  );
}
