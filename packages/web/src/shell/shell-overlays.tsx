// Overlays every logged-in layout mounts once: the agreement sign-off gate and the floating
// customer-service entry. The file-history dropdown lives in the header (overlays/file-history-dropdown).
import { AgreementGate } from './overlays/agreement-gate';
import { CustomerService } from './overlays/customer-service';

export function ShellOverlays() {
  return (
    <>
      <AgreementGate />
      <CustomerService />
    </>
  );
}
