// A field under part permission: hidden when its key is not visible, shown disabled when visible but
// not editable (spec 2 section 4 'Field permission status'). antd's componentDisabled reaches every
// antd control inside, so any input, select or button can be wrapped as it is.
import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import type { PartPermissionSets } from './part-permission-api';

type PartFieldProps = {
  /** the result of usePartPermission */
  part: Pick<PartPermissionSets, 'visible' | 'editable'>;
  /** the field's menuKey */
  field: string;
  children: ReactNode;
};

export type PartFieldState = 'hidden' | 'disabled' | 'editable';

export function partFieldState(part: PartFieldProps['part'], field: string): PartFieldState {
  if (!part.visible.has(field)) return 'hidden';
  return part.editable.has(field) ? 'editable' : 'disabled';
}

export function PartField({ part, field, children }: PartFieldProps) {
  const state = partFieldState(part, field);
  if (state === 'hidden') return null;
  return (
    <ConfigProvider componentDisabled={state === 'disabled'}>
      <div data-testid={`part-field-${field}`} data-state={state}>
        {children}
      </div>
    </ConfigProvider>
  );
}
