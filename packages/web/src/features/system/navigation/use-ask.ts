// A confirm before an action of this part's screens; a cancelled confirm is no error.
import { isConfirmCancelled, useConfirm } from '../../../kit/feedback/confirm-dialog';

export function useAsk() {
  const confirm = useConfirm();
  return (content: string, run: () => void, danger = false) =>
    confirm({ size: danger ? 'delete' : 'default', danger, content })
      .then(run)
      .catch((e: unknown) => {
        if (!isConfirmCancelled(e)) throw e;
      });
}
