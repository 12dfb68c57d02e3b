// A dialog with the spec's widths (388 default, 600 middle, 420 delete) whose buttons are throttled
// to 1500 ms, for forms and content that do not fit a confirm.
import { useMemo } from 'react';
import { Modal, type ModalProps } from 'antd';
import { DIALOG_WIDTHS, type DialogSize } from './confirm-dialog';
import { DIALOG_THROTTLE_MS, throttleLeading } from './throttle';

type DialogProps = Omit<ModalProps, 'width'> & { size?: DialogSize; width?: ModalProps['width'] };

export function Dialog({ size = 'default', width, onOk, onCancel, ...rest }: DialogProps) {
  const ok = useMemo(() => (onOk ? throttleLeading(onOk, DIALOG_THROTTLE_MS) : undefined), [onOk]);
  const cancel = useMemo(() => (onCancel ? throttleLeading(onCancel, DIALOG_THROTTLE_MS) : undefined), [onCancel]);
  return <Modal width={width ?? DIALOG_WIDTHS[size]} onOk={ok} onCancel={cancel} {...rest} />;
}
