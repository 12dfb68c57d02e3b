// usePartPermission: the visible / editable / all field keys of a business for the session user.
import { useEffect, useState } from 'react';
import { useSessionStore } from '../../lib/session-store';
import { fetchPartPermission, NO_PART_PERMISSION, type PartPermissionSets } from './part-permission-api';

export type PartPermission = PartPermissionSets & { loading: boolean };

export type PartPermissionQuery = { businessId: string | number; businessCode: string };

export function usePartPermission({ businessId, businessCode }: PartPermissionQuery): PartPermission {
  const userId = useSessionStore((s) => s.session?.userId);
  const [state, setState] = useState<{ key: string; sets: PartPermissionSets } | null>(null);
  const key = JSON.stringify([businessId, businessCode, userId]);
  useEffect(() => {
    // without a session there is no user to ask for: nothing is visible
    if (userId === undefined) return;
    let live = true;
    void fetchPartPermission({ businessId, businessCode, localUserId: userId }).then((sets) => {
      if (live) setState({ key, sets });
    });
    return () => {
      live = false;
    };
  }, [businessId, businessCode, userId, key]);
  const current = state?.key === key ? state.sets : NO_PART_PERMISSION;
  return { ...current, loading: userId !== undefined && state?.key !== key };
}
