// The calls' bodies and the 企业全部 check against the session's system-setup menu tree.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_API, STAFF_API } from '@medportal/contracts/common/api-paths';
import * as client from '../../../lib/api-client';
import { mayListCompany, runExamineAction } from './approvals-api';

vi.mock('../../../lib/api-client', () => ({ post: vi.fn() }));
const post = vi.mocked(client.post);
const envelope = (payload: unknown) => ({ code: '0', msg: '', payload }) as never;
const node = (resourceCode: string, resourceType: number, children: unknown[] = []) => ({ resourceCode, resourceType, children });

beforeEach(() => post.mockReset());

describe('mayListCompany', () => {
  it('is true only when the SYS01 tree holds the sys.examine menu', async () => {
    post.mockResolvedValueOnce(envelope([node('sys.setup', 1, [node('sys.examine', 1)])]));
    expect(await mayListCompany()).toBe(true);
    expect(post).toHaveBeenCalledWith(STAFF_API.resourceByAppCode, { appCode: 'SYS01' });
    post.mockResolvedValueOnce(envelope([node('sys.user', 1, [node('sys.user.add', 2)])]));
    expect(await mayListCompany()).toBe(false);
    // a button with the code is no menu grant
    post.mockResolvedValueOnce(envelope([node('sys.examine', 2)]));
    expect(await mayListCompany()).toBe(false);
  });
});

describe('runExamineAction', () => {
  it('sends each action to its call with the instance and the revision, without the request layer message', async () => {
    post.mockResolvedValue(envelope({}));
    await runExamineAction({ kind: 'reject', comment: '资料不全' }, 31, 4);
    expect(post).toHaveBeenLastCalledWith(
      AUDIT_API.audit,
      { instanceId: 31, revision: 4, decision: 'reject', comment: '资料不全' },
      { ignoreErrors: true },
    );
    await runExamineAction({ kind: 'approve' }, 31, 4);
    expect(post).toHaveBeenLastCalledWith(AUDIT_API.audit, { instanceId: 31, revision: 4, decision: 'approve' }, { ignoreErrors: true });
    await runExamineAction({ kind: 'rollback', target: 'previous', comment: '补充' }, 31, 5);
    expect(post).toHaveBeenLastCalledWith(
      AUDIT_API.rollback,
      { instanceId: 31, revision: 5, target: 'previous', comment: '补充' },
      { ignoreErrors: true },
    );
    await runExamineAction({ kind: 'comment', comment: '已阅' }, 31, 5);
    expect(post).toHaveBeenLastCalledWith(AUDIT_API.comment, { instanceId: 31, comment: '已阅' }, { ignoreErrors: true });
  });
});
