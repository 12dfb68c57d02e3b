// /demo/widgets: the permission wrappers, part permission, remote select, transfer, confirm dialogs,
// cells, tabs, avatars and the empty and loading states, on the session's real data (issue 4).
import { App, Flex } from 'antd';
import { DemoLoginGate } from './demo-login-gate';
import { PartPermissionCard, PermissionCard } from './widgets-permission-card';
import { SelectCard, TransferCard } from './widgets-select-card';
import { CellsCard, ConfirmCard, StatesCard, TabsCard } from './widgets-display-card';

export function WidgetsPage() {
  return (
    <App component={false}>
      <DemoLoginGate ns="demoWidgets" testId="widgets-demo-login">
        <Flex vertical gap="middle">
          <PermissionCard />
          <PartPermissionCard />
          <SelectCard />
          <TransferCard />
          <ConfirmCard />
          <CellsCard />
          <TabsCard />
          <StatesCard />
        </Flex>
      </DemoLoginGate>
    </App>
  );
}
