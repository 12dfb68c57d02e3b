// Business-type filter chips, with counts where the tab has them: 全部 (the sum) and one chip per business
// code; the checked one filters the list below.
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KindCount } from './approvals-api';
import { useBusinessName } from './business-name';

type KindChipsProps = {
  counts: readonly KindCount[];
  /** the checked code; undefined: 全部 */
  value: string | undefined;
  onChange: (code: string | undefined) => void;
  testId: string;
};

export function KindChips({ counts, value, onChange, testId }: KindChipsProps) {
  const { t } = useTranslation();
  const businessName = useBusinessName();
  const counted = counts.some((c) => c.count !== undefined);
  const total = counts.reduce((sum, c) => sum + (c.count ?? 0), 0);
  return (
    <Flex wrap gap={8} data-testid={testId}>
      <Tag.CheckableTag checked={value === undefined} onChange={() => onChange(undefined)} data-testid="kind-all">
        {counted ? t('wbApprovals:allKindsCounted', { count: total }) : t('wbApprovals:allKinds')}
      </Tag.CheckableTag>
      {counts.map((c) => (
        <Tag.CheckableTag
          key={c.businessCode}
          checked={value === c.businessCode}
          onChange={(checked) => onChange(checked ? c.businessCode : undefined)}
          data-testid={`kind-${c.businessCode}`}
        >
          {c.count === undefined
            ? businessName(c.businessCode, c.businessName)
            : `${businessName(c.businessCode, c.businessName)} (${c.count})`}
        </Tag.CheckableTag>
      ))}
    </Flex>
  );
}
