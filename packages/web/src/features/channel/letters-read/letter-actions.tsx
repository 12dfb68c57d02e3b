// What the grantor may do with a letter from the lists and the detail, as links to the screens that do it
// (writing, stamping, renewal, termination belong to other parts: a link shows only once its screen is built).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isBuiltScreen } from '@medportal/contracts/common/screens';
import type { LetterRow } from '@medportal/contracts/channel/letters.contract';
import { usePermission } from '../../../kit/permission/permission';
import { LETTER_BUTTONS, LETTER_PATHS, linkTo } from './letters-read-api';

type ActionLink = { key: string; to: string; label: string };

/** The grantor's links for a letter by its status and state, each behind its button and a built screen. */
export function useGrantorLinks(): (row: Pick<LetterRow, 'id' | 'status' | 'state' | 'suspended' | 'side'>) => ActionLink[] {
  const { t } = useTranslation();
  const mayEdit = usePermission(LETTER_BUTTONS.edit);
  const mayStamp = usePermission(LETTER_BUTTONS.stamp);
  const mayManage = usePermission(LETTER_BUTTONS.manage);
  const menu = LETTER_PATHS.issuance;
  return (row) => {
    if (row.side !== 'grantor') return [];
    const out: ActionLink[] = [];
    const add = (key: string, path: string, query: Record<string, string | number>, ok: boolean) => {
      if (ok && isBuiltScreen(path))
        out.push({ key, to: linkTo(path, { id: row.id, ...query }, menu), label: t(`cmLettersRead:action.${key}`) });
    };
    add('edit', LETTER_PATHS.addFromTemplate, {}, row.status === 'draft' && mayEdit);
    add('stamp', LETTER_PATHS.stamp, {}, row.status === 'stamping' && mayStamp);
    const inForce = row.status === 'issued' || row.status === 'received';
    add('renew', LETTER_PATHS.renewal, {}, inForce && mayManage);
    if (inForce && row.state !== 'expired')
      add(
        row.suspended ? 'reinstate' : 'suspend',
        LETTER_PATHS.termination,
        { action: row.suspended ? 'reinstate' : 'suspend' },
        mayManage,
      );
    add('terminate', LETTER_PATHS.termination, { action: 'terminate' }, inForce && mayManage);
    return out;
  };
}

export function ActionLinks({ links, testPrefix }: { links: ActionLink[]; testPrefix: string }): ReactNode {
  return links.map((l) => (
    <Link key={l.key} to={l.to} data-testid={`${testPrefix}-${l.key}`}>
      {l.label}
    </Link>
  ));
}
