// Confirm dialog returning a promise (spec 2 sections 4, 8 and 9): resolves on confirm, rejects on
// cancel; default text '确认删除这条记录吗？'; widths 388 (default), 600 (middle), 420 (delete);
// its buttons are throttled to 1500 ms.
import type { ReactNode } from 'react';
import { App, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { DIALOG_THROTTLE_MS, throttleLeading } from './throttle';

export const DIALOG_WIDTHS = { default: 388, middle: 600, delete: 420 } as const;
export type DialogSize = keyof typeof DIALOG_WIDTHS;

export type ConfirmOptions = {
  title?: ReactNode;
  /** the question; '确认删除这条记录吗？' when absent */
  content?: ReactNode;
  size?: DialogSize;
  okText?: ReactNode;
  cancelText?: ReactNode;
  /** red confirm button (the delete size has one by default) */
  danger?: boolean;
};

/** The rejection of a cancelled confirm; callers usually just `.catch(() => {})` it. */
export class ConfirmCancelledError extends Error {
  constructor() {
    super('confirm cancelled');
    this.name = 'ConfirmCancelledError';
  }
}

export const isConfirmCancelled = (error: unknown): error is ConfirmCancelledError => error instanceof ConfirmCancelledError;

// data-* attributes pass through to the button; ButtonProps just does not declare them
const testId = (id: string) => ({ 'data-testid': id }) as Record<string, string>;

type ModalApi = Pick<typeof Modal, 'confirm'>;

/** Opens the dialog through `modal` (App.useApp().modal, or the static Modal) and settles once. */
export function openConfirm(modal: ModalApi, t: TFunction, options: ConfirmOptions = {}): Promise<void> {
  const size = options.size ?? 'default';
  return new Promise<void>((resolve, reject) => {
    // one throttle for both buttons: after the first click neither acts again within the window
    const act = throttleLeading((confirmed: boolean) => (confirmed ? resolve() : reject(new ConfirmCancelledError())), DIALOG_THROTTLE_MS);
    modal.confirm({
      title: options.title ?? t('widgets:confirm.title'),
      content: options.content ?? t('widgets:confirm.defaultContent'),
      width: DIALOG_WIDTHS[size],
      okText: options.okText ?? t('widgets:confirm.ok'),
      cancelText: options.cancelText ?? t('widgets:confirm.cancel'),
      okButtonProps: { danger: options.danger ?? size === 'delete', ...testId('confirm-dialog-ok') },
      cancelButtonProps: testId('confirm-dialog-cancel'),
      // closing by Esc or the mask counts as a cancel
      onOk: () => {
        act(true);
      },
      onCancel: () => {
        act(false);
      },
    });
  });
}

/** `confirm(options)` bound to the page's antd App (falls back to the static Modal outside one). */
export function useConfirm(): (options?: ConfirmOptions) => Promise<void> {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const api: ModalApi = typeof modal?.confirm === 'function' ? modal : Modal;
  return (options) => openConfirm(api, t, options);
}
