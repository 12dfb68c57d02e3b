// Parts shared by the two settings screens: the logo field (one image through the file library, kept
// as its url), the time zone list, and the screen frame (sections as Cards, a save bar).
import type { ReactNode } from 'react';
import { Card, Flex, Result, Spin } from 'antd';
import { FileUpload } from '../../../kit/upload/file-upload';
import type { UploadItem } from '../../../kit/upload/upload-rules';

type LogoFieldProps = { value?: string; onChange?: (url: string) => void; disabled?: boolean };

/** One logo: '' when none; a finished upload's url otherwise. */
export function LogoField({ value, onChange, disabled }: LogoFieldProps) {
  const items: UploadItem[] = value ? [{ uid: value, url: value, loading: false, name: value.split('/').pop() ?? value }] : [];
  return (
    <FileUpload
      value={items}
      limit={1}
      disabled={disabled}
      onChange={(next) => {
        const done = next.find((i) => !i.loading && i.url);
        if (next.length === 0) onChange?.('');
        else if (done) onChange?.(done.url);
      }}
    />
  );
}

const FALLBACK_ZONES = [
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Taipei',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Asia/Singapore',
  'Europe/London',
  'UTC',
];

/** The IANA zones this browser knows (the server checks the same way), the current one first when unknown. */
export function timeZoneOptions(current?: string): { value: string; label: string }[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: string) => string[] };
  const zones = typeof intl.supportedValuesOf === 'function' ? intl.supportedValuesOf('timeZone') : FALLBACK_ZONES;
  const all = current && !zones.includes(current) ? [current, ...zones] : zones;
  return all.map((z) => ({ value: z, label: z }));
}

export function Section({ title, extra, children, testId }: { title: ReactNode; extra?: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Card title={title} extra={extra} data-testid={testId}>
      {children}
    </Card>
  );
}

/** Loading, a failed load, or the form. */
export function LoadState({ loading, error, children }: { loading: boolean; error: ReactNode; children: ReactNode }) {
  if (loading) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  }
  if (error) return <Result status="warning" title={error} />;
  return <>{children}</>;
}
