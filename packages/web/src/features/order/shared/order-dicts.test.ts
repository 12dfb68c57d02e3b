// The web's order dictionaries equal the contracts', and the zh-CN names are the contracts' names.
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { CARRY_WAYS, CARRY_WAY_NAMES, ORDER_STATUSES, ORDER_STATUS_NAMES } from '@medportal/contracts/mall/common.contract';
import { ORDER_ACTIONS, ORDER_ACTION_NAMES } from '@medportal/contracts/mall/orders.contract';
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
  });

  it('gives each company type its sides', () => {
    expect(partiesOf('AG')).toEqual(['buyer', 'supplier']);
    expect(partiesOf('FC')).toEqual(['supplier']);
    expect(partiesOf('HO')).toEqual(['buyer']);
  });
});
