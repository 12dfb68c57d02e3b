// The head of the left menu: the current sub-app's name (the system-switch dropdown grows here).
import { useSessionStore } from '../lib/session-store';

export function SystemSwitch({ collapsed }: { collapsed: boolean }) {
  const appName = useSessionStore((s) => s.session?.appName);
  if (collapsed || !appName) return null;
  return <div data-testid="system-switch" style={{ padding: '8px 24px', fontWeight: 600 }}>{appName}</div>;
}
