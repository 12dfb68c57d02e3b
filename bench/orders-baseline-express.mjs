// The baseline of the order benchmark: what a straightforward Express 5 + pg app does for the same two
// calls, with the same answers (orders-run.mjs checks that both servers return identical payloads).
// Per request: bearer token → tenant (the '<tenant>.' prefix) and SHA-256, pool.connect(), BEGIN,
// set_config('app.tenant_id', tenant, true) (the setting the RLS policies read), the session SELECT,
// the page SELECT and the COUNT (detail: header, lines, events, notices, notice lines, pay bills), COMMIT,
// each statement its own round trip as an unnamed (re-planned) statement, as the app role medportal_app,
// so row-level security applies. pg.Pool with node-postgres' default of 10 connections, like the server's.
import { createHash } from 'node:crypto';
import express from 'express';
import pg from 'pg';
import { CARRY_WAY_NAMES, ORDER_STATUSES, ORDER_STATUS_NAMES } from '@medportal/contracts/mall/common.contract';
import { DELIVERY_NOTICE_STATUS_NAMES, ORDER_EVENT_NAMES, ORDER_TYPE_NAMES } from '@medportal/contracts/mall/orders.contract';
import { allowedActions } from '../packages/server/dist/modules/mall-center/orders/order-state.js';
import { DETAIL_SQL, SESSION_SQL, countSql, pageSql } from './orders-queries.mjs';

const BASE = '/m-mall-center/api/v1';
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, options: '-c role=medportal_app' });
pool.on('error', (e) => console.error(`idle connection lost: ${e.message}`));

const cst = (d) => (d ? new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ') : null);
const parseCst = (s) => new Date(`${s.replace(' ', 'T')}+08:00`);
// createdTo names a whole second, as on the server (contracts' rangeEndExclusive): its last microsecond is the <= bound
const lastMicrosecondOf = (s) => `${new Date(parseCst(s).getTime() + 999).toISOString().slice(0, 23)}999Z`;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

class Reply extends Error {
  constructor(code, msg) {
    super(msg);
    this.code = code;
  }
}

/** One transaction with the tenant set and the bearer's session checked; fn gets (client, session). */
async function withSession(req, fn) {
  const m = /^Bearer (([1-9]\d{0,8})\.[A-Za-z0-9_-]{43})$/.exec(req.get('authorization') ?? '');
  if (!m) throw new Reply('401', '登录失效，请重新登陆');
  const tenant = Number(m[2]);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query("SELECT set_config('app.tenant_id', $1, true)", [String(tenant)]);
    const {
      rows: [session],
    } = await client.query(SESSION_SQL, [tenant, createHash('sha256').update(m[1]).digest('hex')]);
    if (!session) throw new Reply('401', '登录失效，请重新登陆');
    const result = await fn(client, { tenant, company: session.company_id });
    await client.query('COMMIT');
    return result;
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
}

const orderItem = (r) => ({
  id: r.id,
  orderCode: r.orderCode,
  orderType: r.orderType,
  orderTypeName: ORDER_TYPE_NAMES[r.orderType],
  status: r.status,
  statusName: ORDER_STATUS_NAMES[r.status],
  buyerCode: r.buyerCode,
  buyerName: r.buyerName,
  supplierCode: r.supplierCode,
  supplierName: r.supplierName,
  contractCode: r.contractCode,
  contractName: r.contractName,
  carryWay: r.carryWay,
  carryWayName: r.carryWay ? CARRY_WAY_NAMES[r.carryWay] : null,
  addressId: r.addressId,
  receiver: r.receiver,
  receiverPhone: r.receiverPhone,
  receiverAddress: r.receiverAddress,
  pickUpAddressId: r.pickUpAddressId,
  pickUpAddress: r.pickUpAddress,
  memo: r.memo,
  totalFen: Number(r.totalFen),
  paidFen: Number(r.paidFen),
  lineCount: r.lineCount,
  createdAt: cst(r.createdAt),
  submittedAt: cst(r.submittedAt),
  updatedAt: cst(r.updatedAt),
  version: r.version,
});

function listArgs(body) {
  const q = body ?? {};
  if (q.role !== 'buyer' && q.role !== 'supplier') throw new Reply('400', 'role 只能为 buyer（我采购的）或 supplier（我供应的）');
  const statuses = q.status === undefined ? [...ORDER_STATUSES] : [...new Set([q.status].flat())];
  if (statuses.length === 0 || statuses.some((s) => !ORDER_STATUSES.includes(s))) throw new Reply('400', 'status 订单状态不正确');
  for (const k of ['createdFrom', 'createdTo'])
    if (q[k] !== undefined && !DATE_TIME.test(q[k])) throw new Reply('400', `${k} 格式应为 yyyy-MM-dd HH:mm:ss`);
  const pageNum = q.pageNum ?? 1;
  const pageSize = q.pageSize ?? 20;
  if (!Number.isInteger(pageNum) || pageNum < 1 || ![20, 30, 50, 100].includes(pageSize)) throw new Reply('400', '分页参数不正确');
  return {
    role: q.role,
    pageNum,
    pageSize,
    statuses,
    from: q.createdFrom ? parseCst(q.createdFrom) : new Date(-8.64e15),
    to: q.createdTo ? lastMicrosecondOf(q.createdTo) : new Date(8.64e15),
  };
}

const app = express();
app.use(express.json({ limit: '1mb' }));

app.post(`${BASE}/order/orderDetailList`, async (req, res) => {
  const a = listArgs(req.body);
  const payload = await withSession(req, async (client, s) => {
    const filter = [s.tenant, s.company, a.statuses, a.from, a.to];
    const { rows } = await client.query(pageSql(a.role), [...filter, (a.pageNum - 1) * a.pageSize, a.pageSize, null]);
    const {
      rows: [{ n }],
    } = await client.query(countSql(a.role, false), filter);
    return {
      content: rows.map(orderItem),
      totalElements: Number(n),
      number: a.pageNum - 1,
      size: a.pageSize,
      totalPages: Math.ceil(n / a.pageSize),
      numberOfElements: rows.length,
    };
  });
  res.json({ code: '0', msg: 'success', payload });
});

app.post(`${BASE}/order/orderDetail`, async (req, res) => {
  const orderId = req.body?.orderId;
  if (!Number.isInteger(orderId) || orderId < 1) throw new Reply('400', '订单编号 orderId 应为正整数');
  const payload = await withSession(req, async (client, s) => {
    const {
      rows: [o],
    } = await client.query(DETAIL_SQL.order, [s.tenant, s.company, orderId]);
    if (!o) throw new Reply('MC1100', '订单不存在或无权查看');
    const of = [s.tenant, o.id];
    const lines = (await client.query(DETAIL_SQL.lines, of)).rows;
    const events = (await client.query(DETAIL_SQL.events, of)).rows;
    const notices = (await client.query(DETAIL_SQL.notices, of)).rows;
    const noticeLines = (await client.query(DETAIL_SQL.noticeLines, of)).rows;
    const bills = (await client.query(DETAIL_SQL.payBills, of)).rows;
    const role = o.buyerCompanyId === s.company ? 'buyer' : 'supplier';
    return {
      order: orderItem(o),
      role,
      lines: lines.map((l) => ({ ...l, amountFen: Number(l.amountFen) })),
      events: events.map((e) => ({
        id: e.id,
        action: e.action,
        actionName: ORDER_EVENT_NAMES[e.action] ?? e.action,
        fromStatus: e.fromStatus,
        toStatus: e.toStatus,
        toStatusName: ORDER_STATUS_NAMES[e.toStatus],
        actorName: e.actorName,
        actorCompanyName: e.actorCompanyName,
        comment: e.comment,
        createdAt: cst(e.createdAt),
      })),
      notices: notices.map((n) => ({
        id: n.id,
        noticeCode: n.noticeCode,
        carryWay: n.carryWay,
        carryWayName: CARRY_WAY_NAMES[n.carryWay],
        trackingNo: n.trackingNo,
        status: n.status,
        statusName: DELIVERY_NOTICE_STATUS_NAMES[n.status],
        memo: n.memo,
        shippedAt: cst(n.shippedAt),
        receivedAt: cst(n.receivedAt),
        lines: noticeLines.filter((l) => l.noticeId === n.id).map(({ noticeId: _, ...l }) => l),
      })),
      payBills: bills.map((b) => ({ ...b, amountFen: Number(b.amountFen), paidAt: cst(b.paidAt) })),
      allowedActions: allowedActions(o.status, role, {
        unpaidFen: Number(o.totalFen) - Number(o.paidFen),
        noticesToReceive: notices.filter((n) => n.status === 'shipped').length,
      }),
    };
  });
  res.json({ code: '0', msg: 'success', payload });
});

app.get('/healthz', (_req, res) => res.json({ ok: true }));

// Express 5 hands rejected async handlers to the error middleware
app.use((err, _req, res, _next) => {
  if (err instanceof Reply) res.status(err.code === '400' ? 400 : 200).json({ code: err.code, msg: err.message, payload: null });
  else {
    console.error(err);
    res.status(500).json({ code: '500', msg: '服务器内部错误', payload: null });
  }
});

const server = app.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
