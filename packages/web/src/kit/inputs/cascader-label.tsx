// Cascader option label: longer than 15 characters it is cut with an ellipsis, the full text in a tooltip.
import { Tooltip } from 'antd';

export const CASCADER_LABEL_LIMIT = 15;

export const cutLabel = (label: string, limit = CASCADER_LABEL_LIMIT): string =>
  label.length > limit ? `${label.slice(0, limit)}…` : label;

export function CascaderLabel({ label, limit = CASCADER_LABEL_LIMIT }: { label: string; limit?: number }) {
  if (label.length <= limit) return <span>{label}</span>;
  return (
    <Tooltip title={label}>
      <span data-testid="cascader-label-cut">{cutLabel(label, limit)}</span>
    </Tooltip>
  );
}
