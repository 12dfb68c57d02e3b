// The state machine as a table: every (status, party) pair, refusals with their zh-CN messages, and
// where ship and receive lead.
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@medportal/contracts/mall/common.contract';
import { ORDER_ACTIONS } from '@medportal/contracts/mall/orders.contract';
import { ORDER_TRANSITIONS, afterReceive, afterShip, allowedActions, refusal } from './order-state.js';

const open = { unpaidFen: 100, noticesToReceive: 1 };

describe('allowedActions', () => {
  it('gives each party its buttons per status', () => {
    const table = Object.fromEntries(
      ORDER_STATUSES.map((st) => [st, [allowedActions(st, 'buyer', open), allowedActions(st, 'supplier', open)]]),
    );
    expect(table).toEqual({
      draft: [['submit', 'cancel'], []],
      // waiting for the buyer company's approval: the engine decides, nobody acts on the order
      approving: [[], []],
      submitted: [['cancel'], ['confirm', 'reject']],
      confirmed: [['pay'], ['ship']],
      rejected: [[], []],
      partlyShipped: [['receive', 'pay'], ['ship']],
      shipped: [['receive', 'pay'], []],
      received: [['pay', 'complete'], ['complete']],
      completed: [['pay'], []],
      cancelled: [[], []],
    });
  });

  it('offers pay only while something is unpaid and receive only with a notice to receive', () => {
    expect(allowedActions('shipped', 'buyer', { unpaidFen: 0, noticesToReceive: 0 })).toEqual([]);
    expect(allowedActions('received', 'buyer', { unpaidFen: 0, noticesToReceive: 0 })).toEqual(['complete']);
    expect(allowedActions('partlyShipped', 'buyer', { unpaidFen: 0, noticesToReceive: 2 })).toEqual(['receive']);
  });
});

describe('refusal', () => {
  it('refuses the wrong party before looking at the status', () => {
    expect(refusal('submitted', 'confirm', 'buyer')).toEqual({ reason: 'wrongParty' });
    expect(refusal('shipped', 'confirm', 'buyer')).toEqual({ reason: 'wrongParty' });
    expect(refusal('draft', 'submit', 'supplier')).toEqual({ reason: 'wrongParty' });
  });

  it('names the status and the action in the message of an illegal transition', () => {
    expect(refusal('shipped', 'confirm', 'supplier')).toEqual({ reason: 'illegalStatus', msg: '当前状态（已发货）不能执行“确认”操作' });
    expect(refusal('completed', 'cancel', 'buyer')).toEqual({ reason: 'illegalStatus', msg: '当前状态（已完成）不能执行“取消”操作' });
    expect(refusal('draft', 'pay', 'buyer')).toEqual({ reason: 'illegalStatus', msg: '当前状态（草稿）不能执行“付款”操作' });
  });

  it('agrees with the table for every action, status and party', () => {
    for (const a of ORDER_ACTIONS) {
      for (const st of ORDER_STATUSES) {
        for (const p of ['buyer', 'supplier'] as const) {
          const allowed = ORDER_TRANSITIONS[a].parties.includes(p) && ORDER_TRANSITIONS[a].from.includes(st);
          expect(refusal(st, a, p) === null, `${a} ${st} ${p}`).toBe(allowed);
        }
      }
    }
  });
});

describe('ship and receive targets', () => {
  const line = (quantity: number, shippedQuantity: number, receivedQuantity = 0) => ({ quantity, shippedQuantity, receivedQuantity });

  it('is shipped once every line is fully shipped, else partly shipped', () => {
    expect(afterShip([line(10, 10), line(5, 5)])).toBe('shipped');
    expect(afterShip([line(10, 10), line(5, 4)])).toBe('partlyShipped');
    expect(afterShip([line(10, 0), line(5, 5)])).toBe('partlyShipped');
  });

  it('is received only from shipped with everything shipped received', () => {
    expect(afterReceive('shipped', [line(10, 10, 10), line(5, 5, 5)])).toBe('received');
    expect(afterReceive('shipped', [line(10, 10, 6), line(5, 5, 5)])).toBe('shipped');
    expect(afterReceive('partlyShipped', [line(10, 6, 6)])).toBe('partlyShipped');
  });
});
