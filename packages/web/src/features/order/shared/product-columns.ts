// The product columns every order table shows: code, name, model/specification and unit.
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';

type ProductRow = { productCode: string; productName: string; specification: string; unit: string };

/** `pinned`: the product code stays at the left edge while a wide table scrolls sideways. */
export const productColumns = <T extends ProductRow>(t: TFunction, pinned = false): TableColumnsType<T> => [
  {
    key: 'productCode',
    dataIndex: 'productCode',
    title: t('order:form.lines.productCode'),
    width: 130,
    ...(pinned ? { fixed: 'left' as const } : {}),
  },
  { key: 'productName', dataIndex: 'productName', title: t('order:form.lines.productName'), width: 200, ellipsis: true },
  { key: 'specification', dataIndex: 'specification', title: t('order:form.lines.specification'), width: 140, ellipsis: true },
  { key: 'unit', dataIndex: 'unit', title: t('order:form.lines.unit'), width: 60 },
];
