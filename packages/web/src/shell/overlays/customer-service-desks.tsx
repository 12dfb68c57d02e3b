// The customer-service buttons and their panels: a chunk of their own, loaded once there is an entry to
// show (customer-service.tsx decides that from its queries), so FloatButton is not on every page's
// first load.
import type { CSSProperties, ReactNode } from 'react';
import { Flex, FloatButton, Popover, Typography, theme } from 'antd';
import { CustomerServiceOutlined, ShopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CustomerServiceItem, CustomerServiceVariant } from '@medportal/contracts/staff/customer-service.contract';
import { ITEM_WIDTH, chunkColumns } from './customer-service';

const QR_SIZE = 96;
// antd floats its button 48 px above the window's bottom edge, which at the end of a page is where the
// page's last buttons are (提交 of a form): 8 px puts it over the footer's free right side instead. It
// stays under drawers and dialogs (their footers' buttons are down there too): one below their z-index.
function useFloatPosition(): CSSProperties {
  const { token } = theme.useToken();
  return { insetBlockEnd: 8, zIndex: token.zIndexPopupBase - 1 };
}

export function ServicePanel({ entries }: { entries: CustomerServiceItem[] }) {
  const { t } = useTranslation();
  return (
    <Flex gap="middle" data-testid="customer-service-panel">
      {chunkColumns(entries).map((column) => (
        <Flex key={column[0]!.customerServiceId} vertical gap="small" data-testid="customer-service-column">
          {column.map((entry) => (
            <Flex key={entry.customerServiceId} vertical gap={4} style={{ width: ITEM_WIDTH }} data-testid="customer-service-item">
              <Typography.Text strong>{entry.customerTypeName}</Typography.Text>
              {entry.contact && (
                <Typography.Text copyable={{ text: entry.contact }}>
                  {t('overlays:customerService.contact', { contact: entry.contact })}
                </Typography.Text>
              )}
              {entry.qrCodeUrl && (
                // a plain image: a QR code is scanned, not zoomed (antd Image would add its preview to every page)
                <img
                  src={entry.qrCodeUrl}
                  width={QR_SIZE}
                  height={QR_SIZE}
                  alt={t('overlays:customerService.qrCode', { name: entry.customerTypeName })}
                />
              )}
            </Flex>
          ))}
        </Flex>
      ))}
    </Flex>
  );
}

export type Desk = { variant: CustomerServiceVariant; entries: CustomerServiceItem[] };

function DeskButton({ desk, icon, withLabel }: { desk: Desk; icon: ReactNode; withLabel: boolean }) {
  const { t } = useTranslation();
  const position = useFloatPosition();
  const label = t(`overlays:customerService.${desk.variant}`);
  return (
    <Popover trigger="click" placement="leftBottom" title={label} content={<ServicePanel entries={desk.entries} />}>
      <FloatButton
        icon={icon}
        // in a group the group is placed, not its buttons
        style={withLabel ? undefined : position}
        type={withLabel ? 'default' : 'primary'}
        aria-label={withLabel ? label : t('overlays:customerService.entry')}
        data-testid={`customer-service-${desk.variant}`}
      />
    </Popover>
  );
}

/** One button for one desk, a group of labelled buttons for two. */
export function CustomerServiceDesks({ desks }: { desks: Desk[] }) {
  const { t } = useTranslation();
  const position = useFloatPosition();
  const iconOf = (variant: CustomerServiceVariant) => (variant === 'mall' ? <ShopOutlined /> : <CustomerServiceOutlined />);
  return (
    <div data-testid="customer-service-entry">
      {desks.length === 1 ? (
        <DeskButton desk={desks[0]!} icon={<CustomerServiceOutlined />} withLabel={false} />
      ) : (
        <FloatButton.Group
          trigger="click"
          type="primary"
          style={position}
          icon={<CustomerServiceOutlined />}
          aria-label={t('overlays:customerService.entry')}
        >
          {desks.map((desk) => (
            <DeskButton key={desk.variant} desk={desk} icon={iconOf(desk.variant)} withLabel />
          ))}
        </FloatButton.Group>
      )}
    </div>
  );
}
