// What the label screens share: paths and button codes, the status and colour tags, the applies-to
// options, and the status / delete actions with their confirms (categories and labels).
import { App, Tag } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LABEL_APPLIES_TO } from '@medportal/contracts/system/labels-rules';
import { ColourTag } from '../../../kit/display/colour-tag';
import { isConfirmCancelled, useConfirm, type ConfirmOptions } from '../../../kit/feedback/confirm-dialog';
import {
  deleteCategory,
  deleteLabel,
  setCategoryStatus,
  refreshLabels,
  setLabelStatus,
  type LabelCategoryRow,
  type LabelRow,
} from './labels-api';

export const CATEGORY_LIST_PATH = '/merchants/management/labelClassification';
export const CATEGORY_DETAIL_PATH = '/merchants/management/labelClassification/labelDetail';
export const LABEL_LIST_PATH = '/merchants/management/labelList';
export const LABEL_DETAIL_PATH = '/merchants/management/labelList/labelListDetail';
export const CATEGORY_EDIT = 'pd.labelCategory.edit';
export const LABEL_EDIT = 'pd.labelList.edit';

export function StatusTag({ enabled, testId }: { enabled: boolean; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={enabled ? 'success' : 'default'} data-testid={testId}>
      {enabled ? t('pdLabels:status.enabled') : t('pdLabels:status.disabled')}
    </Tag>
  );
}

/** A label as merchants will see it: its name on its colour. */
export function LabelTag({ name, colour, testId }: { name: string; colour: string; testId?: string }) {
  return (
    <ColourTag colour={colour} data-testid={testId}>
      {name}
    </ColourTag>
  );
}

export function useAppliesToOptions() {
  const { t } = useTranslation();
  return LABEL_APPLIES_TO.map((v) => ({ value: v, label: t(`pdLabels:appliesTo.${v}`) }));
}

/** The status filter's options; the search form sends strings, statusOf turns them back. */
export function useStatusOptions() {
  const { t } = useTranslation();
  return [
    { value: 'true', label: t('pdLabels:status.enabled') },
    { value: 'false', label: t('pdLabels:status.disabled') },
  ];
}
export const statusOf = (v: unknown): boolean | undefined => (v === 'true' ? true : v === 'false' ? false : undefined);

/** Asks first; a cancel is no error. */
function useAsk() {
  const confirm = useConfirm();
  return (options: ConfirmOptions, run: () => void) =>
    confirm(options)
      .then(run)
      .catch((e: unknown) => {
        if (!isConfirmCancelled(e)) throw e;
      });
}

/** 启用/停用 and 删除 of categories and labels, each confirmed; `onDeleted` runs after a delete went through. */
export function useLabelActions(opts: { onDeleted?: () => void } = {}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const ask = useAsk();
  const refresh = () => refreshLabels(client);
  const statusDone = (enabled: boolean) => {
    void refresh();
    void message.success(enabled ? t('pdLabels:done.enabled') : t('pdLabels:done.disabled'));
  };
  const deleted = () => {
    void refreshLabels(client, !opts.onDeleted);
    void message.success(t('pdLabels:done.deleted'));
    opts.onDeleted?.();
  };
  const categoryStatus = useMutation({
    mutationFn: (row: LabelCategoryRow) => setCategoryStatus(row.id, !row.enabled),
    onSuccess: (row) => statusDone(row.enabled),
  });
  const categoryDelete = useMutation({ mutationFn: (row: LabelCategoryRow) => deleteCategory(row.id), onSuccess: deleted });
  const labelStatus = useMutation({
    mutationFn: (row: LabelRow) => setLabelStatus(row.id, !row.enabled),
    onSuccess: (row) => statusDone(row.enabled),
  });
  const labelDelete = useMutation({ mutationFn: (row: LabelRow) => deleteLabel(row.id), onSuccess: deleted });

  return {
    toggleCategory: (row: LabelCategoryRow) =>
      ask(
        {
          content: row.enabled
            ? t('pdLabels:confirm.disableCategory', { name: row.name })
            : t('pdLabels:confirm.enableCategory', { name: row.name }),
        },
        () => categoryStatus.mutate(row),
      ),
    /** a category with labels is not offered for deletion: the message says why (the server refuses it too) */
    removeCategory: (row: LabelCategoryRow) => {
      if (row.labelCount > 0) {
        void message.warning(t('pdLabels:category.hasLabels', { name: row.name, n: row.labelCount }));
        return;
      }
      void ask({ size: 'delete', content: t('pdLabels:confirm.deleteCategory', { name: row.name }) }, () => categoryDelete.mutate(row));
    },
    toggleLabel: (row: LabelRow) =>
      ask(
        {
          content: row.enabled
            ? t('pdLabels:confirm.disableLabel', { name: row.name })
            : t('pdLabels:confirm.enableLabel', { name: row.name }),
        },
        () => labelStatus.mutate(row),
      ),
    removeLabel: (row: LabelRow) =>
      ask({ size: 'delete', content: t('pdLabels:confirm.deleteLabel', { name: row.name }) }, () => labelDelete.mutate(row)),
  };
}
