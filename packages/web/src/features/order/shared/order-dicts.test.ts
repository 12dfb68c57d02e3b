// The web's order dictionaries equal the contracts', and the zh-CN names are the contracts' names.
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { CARRY_WAYS, CARRY_WAY_NAMES, ORDER_STATUSES, ORDER_STATUS_NAMES } from '@medportal/contracts/mall/common.contract';
import { ERRORS } from '@medportal/contracts/common/errors';
import {
  DELIVERY_NOTICE_STATUSES,
  DELIVERY_NOTICE_STATUS_NAMES,
  ORDER_ACTIONS,
  ORDER_ACTION_NAMES,
  ORDER_EVENT_ACTIONS,
  ORDER_EVENT_NAMES,
  orderOperationQuery,
} from '@medportal/contracts/mall/orders.contract';
import '../../../lib/i18n';
import { CARRY_WAY_LIST, ORDER_ACTION_LIST, ORDER_STATUS_LIST, STATUS_COLORS, partiesOf } from './order-dicts';

const t = i18next.getFixedT('zh-CN');

describe('order dictionaries', () => {
  it('list the contract values in the contract order', () => {
    expect(ORDER_STATUS_LIST).toEqual(ORDER_STATUSES);
    expect(CARRY_WAY_LIST).toEqual(CARRY_WAYS);
    expect(ORDER_ACTION_LIST).toEqual(ORDER_ACTIONS);
    expect(Object.keys(STATUS_COLORS).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('name them in zh-CN as the contracts do', () => {
    for (const s of ORDER_STATUSES) expect(t(`order:status.${s}`)).toBe(ORDER_STATUS_NAMES[s]);
    for (const c of CARRY_WAYS) expect(t(`order:carryWay.${c}`)).toBe(CARRY_WAY_NAMES[c]);
    for (const a of ORDER_ACTIONS) expect(t(`order:action.${a}`)).toBe(ORDER_ACTION_NAMES[a]);
    for (const e of ORDER_EVENT_ACTIONS) expect(t(`order:event.${e}`)).toBe(ORDER_EVENT_NAMES[e]);
    for (const n of DELIVERY_NOTICE_STATUSES) expect(t(`order:noticeStatus.${n}`)).toBe(DELIVERY_NOTICE_STATUS_NAMES[n]);
  });

  it("say in the form what the server would answer: its error messages and the contract's", () => {
    expect(t('order:form.rules.linesRequired')).toBe(ERRORS.ORDER_NO_LINES.msg);
    expect(t('order:form.rules.carryWayRequired')).toBe(ERRORS.ORDER_NO_CARRY_WAY.msg);
    expect(t('order:form.rules.addressRequired')).toBe(ERRORS.ORDER_NO_ADDRESS.msg);
    expect(t('order:form.notDraft')).toBe(ERRORS.ORDER_NOT_DRAFT.msg);
    expect(t('order:detail.rules.rejectReason')).toBe(ERRORS.ORDER_REJECT_REASON.msg);
    expect(t('order:detail.rules.payOver')).toBe(ERRORS.ORDER_PAY_OVER.msg);
    expect(t('order:detail.rules.ship.over')).toBe(ERRORS.ORDER_SHIP_OVER.msg);
    expect(t('order:detail.rules.ship.batch')).toBe(ERRORS.ORDER_SHIP_BATCH_REQUIRED.msg);
    expect(t('order:detail.rules.ship.batchShort')).toBe(ERRORS.ORDER_BATCH_SHORT.msg);
    const issue = (q: Record<string, unknown>) => orderOperationQuery.safeParse({ orderId: 1, ...q }).error?.issues[0]?.message;
    expect(t('order:detail.rules.shipCarryWay')).toBe(issue({ action: 'ship', lines: [{ orderLineId: 1, quantity: 1 }] }));
    expect(t('order:detail.rules.shipLines')).toBe(issue({ action: 'ship', carryWay: 'e' }));
    expect(t('order:detail.rules.noticeRequired')).toBe(issue({ action: 'receive' }));
  });

  it('gives each company type its sides', () => {
    expect(partiesOf('AG')).toEqual(['buyer', 'supplier']);
    expect(partiesOf('FC')).toEqual(['supplier']);
    expect(partiesOf('HO')).toEqual(['buyer']);
  });
});
