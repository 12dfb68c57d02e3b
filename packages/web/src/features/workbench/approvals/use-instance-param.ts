// The instance the drawer shows lives in the page's query ('?instanceId=N'): a todo's link opens it
// directly, closing the drawer drops it, and the list under it stays as it was.
import { useSearchParams } from 'react-router';

export const INSTANCE_PARAM = 'instanceId';

export function useInstanceParam(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get(INSTANCE_PARAM));
  const instanceId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const open = (id: number | null) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        if (id === null) next.delete(INSTANCE_PARAM);
        else next.set(INSTANCE_PARAM, String(id));
        return next;
      },
      { replace: id === null },
    );
  return [instanceId, open];
}
