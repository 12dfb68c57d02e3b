// The form showcases need a session for their server data; without one they ask the visitor to log
// in (issue 4 'Demo pages'). Also gives the page antd's App context for messages.
import type { ReactNode } from 'react';
import { App, Typography } from 'antd';
import { DemoLoginGate } from './demo-login-gate';

export function FormDemoGate({ children }: { children: ReactNode }) {
  return (
    <DemoLoginGate ns="demoForm" testId="form-demo-login">
      <App>{children}</App>
    </DemoLoginGate>
  );
}

/** A value as JSON, as the request body would carry it (undefined keys are not sent). */
export function showValue(value: unknown): string {
  return JSON.stringify(value, null, 2) ?? 'null';
}

/** A value block (JSON in a <pre>) with a test id for the browser tests. */
export function ValueBlock({ value, testId }: { value: unknown; testId: string }) {
  return (
    <Typography>
      <pre data-testid={testId} style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {showValue(value)}
      </pre>
    </Typography>
  );
}
