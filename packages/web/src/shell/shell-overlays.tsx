// Overlays every logged-in layout mounts once: the agreement sign-off gate, the forced first-camp
// qualification dialog and the floating customer-service entry. The file-history dropdown lives in the
// header (overlays/file-history-dropdown).
import { AgreementGate } from './overlays/agreement-gate';
import { CustomerService } from './overlays/customer-service';
import { ForceQualification } from './overlays/force-qualification';

export function ShellOverlays() {
  return (
    <>
      <AgreementGate />
      <ForceQualification />
      <CustomerService />
    </>
  );
}
