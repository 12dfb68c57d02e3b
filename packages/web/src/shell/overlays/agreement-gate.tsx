// The agreement sign-off overlay (spec 1 section 4 'Agreement gate'): while the session's company has
// unsigned agreements, a blocking dialog shows them; confirm (only once '我已阅读并同意' is ticked; it starts unticked) signs
// them all and hides it. Users without a company (companyId 0) are never asked: the server answers
// needSign false for them and refuses their signature, so the check is not even sent.
import { lazy, Suspense } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSessionStore } from '../../lib/session-store';
import { checkAgreementSign, signAgreements, type AgreementCheck } from './overlays-api';

// the dialog (Modal, Checkbox) loads only for a company that has to sign
const GateDialog = lazy(() => import('./agreement-gate-dialog').then((m) => ({ default: m.GateDialog })));

export function AgreementGate() {
  const session = useSessionStore((s) => s.session);
  if (!session || session.companyId <= 0) return null;
  return <Gate tenantId={session.tenantId} companyId={session.companyId} userId={session.userId} />;
}

function Gate({ tenantId, companyId, userId }: { tenantId: number; companyId: number; userId: number }) {
  const queryClient = useQueryClient();
  const queryKey = ['shell', 'agreement', tenantId, companyId, userId];
  const check = useQuery({ queryKey, queryFn: () => checkAgreementSign({ companyId, tenantId }), staleTime: Infinity, retry: false });
  const sign = useMutation({
    mutationFn: (agreementIdList: number[]) => signAgreements({ companyId, tenantId, agreementIdList }),
    // a check still under way answers from before the signature: it must not bring the dialog back
    onMutate: () => queryClient.cancelQueries({ queryKey }),
    onSuccess: () => queryClient.setQueryData<AgreementCheck>(queryKey, { needSign: false, agreementList: [] }),
  });
  const list = check.data?.agreementList ?? [];
  if (!check.data?.needSign || list.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <GateDialog list={list} signing={sign.isPending} onConfirm={() => sign.mutate(list.map((a) => a.id))} />
    </Suspense>
  );
}
