// Overload (issue 18): a normal user lists orders (order/orderDetailList, a fixed number of connections)
// unloaded, then while a flood of wrong-password logins runs at a fixed 1,000 requests/s from one
// address (open loop: autocannon's overallRate in a child process, so the flood's own client does not
// share the user's event loop). The server runs with the real rate limit (LOGIN_RATE_PER_MINUTE unset:
// the default 120 a minute per address), on a throwaway PostgreSQL 15 cluster. Reported per round: the
// user's req/s and p99 unloaded and flooded, the flood's status codes, the server's RSS before and after
// and the server CPU time per flood request (from /proc: what a limited request costs).
//   node bench/overload.mjs   (after `npm run build`; BENCH_SECONDS, BENCH_ROUNDS, BENCH_USER_CONNECTIONS)
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import net from 'node:net';
import autocannon from 'autocannon';
import {
  MALL,
  ROOT,
  STAFF,
  loadAverage,
  median,
  pgCluster,
  post,
  row,
  rssMb,
  setting,
  startServer,
  stopServer,
  writeRows,
} from './lib/common.mjs';

const FLOOD_RATE = 1000;
const FLOOD_BODY = JSON.stringify({ userName: 'no_such_user', password: 'wrong-password-1' });

// the child: `node bench/overload.mjs --flood <url> <seconds>` prints the flood's figures as JSON
if (process.argv[2] === '--flood') {
  const [url, seconds] = process.argv.slice(3);
  process.stdout.write(JSON.stringify(await openLoop(new URL(url), Number(seconds))));
} else {
  await main();
}

async function main() {
  const DURATION = setting('BENCH_SECONDS', 20, 5);
  const ROUNDS = setting('BENCH_ROUNDS', 3, 1);
  const CONNECTIONS = setting('BENCH_USER_CONNECTIONS', 10);
  const pg = pgCluster('medportal-bench-overload-pg');
  const results = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
    duration: DURATION,
    rounds: ROUNDS,
    userConnections: CONNECTIONS,
    floodRate: FLOOD_RATE,
    runs: [],
  };
  let server;
  try {
    // the real limit: no LOGIN_RATE_PER_MINUTE from the environment of whoever runs this
    delete process.env.LOGIN_RATE_PER_MINUTE;
    server = await startServer({ DATABASE_URL: pg.url });
    const { base, child } = server;
    const login = await post(base, `${STAFF}/login/loginByUserName`, { userName: 'ag_user', password: 'Demo1234' });
    if (login.code !== '0') throw new Error(`login failed: ${login.msg}`);
    const token = login.payload.token;
    await seedOrders(base, token, 60);
    const listBody = JSON.stringify({ role: 'buyer', pageNum: 1, pageSize: 20 });
    const first = await post(base, `${MALL}/order/orderDetailList`, JSON.parse(listBody), token);
    if (first.code !== '0' || first.payload.content.length === 0) throw new Error(`order list empty: ${first.code} ${first.msg}`);
    const user = (duration) =>
      new Promise((resolve, reject) =>
        autocannon(
          {
            url: `${base}${MALL}/order/orderDetailList`,
            method: 'POST',
            headers: { 'content-type': 'application/json', tenantId: '1', authorization: `Bearer ${token}` },
            body: listBody,
            connections: CONNECTIONS,
            duration,
          },
          (e, r) => (e ? reject(e) : resolve({ rps: r.requests.average, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx })),
        ),
      );
    await user(3); // warm-up, discarded
    results.rssStartMb = rssMb(child.pid);
    for (let round = 1; round <= ROUNDS; round++) {
      const unloaded = await user(DURATION);
      const rssBefore = rssMb(child.pid);
      const cpuBefore = cpuMs(child.pid);
      const floodUrl = `${base}${STAFF}/login/loginByUserName`;
      const flooding = flood(floodUrl, DURATION + 2);
      await new Promise((r) => setTimeout(r, 1000)); // the flood is at its rate before the user measures
      const loaded = await user(DURATION);
      const floodR = await flooding;
      const cpuFlood = cpuMs(child.pid) - cpuBefore;
      // refused logins alone, closed loop (10 connections, 3 s, no backlog), within the same minute: the
      // address's allowance is spent, every answer is a 429, and the server's CPU time per request is what
      // a refused login costs; its req/s compares with the bare route's of run.mjs
      const cpuLimited0 = cpuMs(child.pid);
      const limited = await closedLoop(floodUrl, 3);
      const limitedCpuMs = cpuMs(child.pid) - cpuLimited0;
      const rssAfter = rssMb(child.pid);
      const r = {
        round,
        unloaded,
        loaded,
        ratio: Math.round((loaded.rps / unloaded.rps) * 100) / 100,
        flood: floodR,
        // the server's CPU over the flooded window, user's work included: an upper bound per flood request
        serverCpuMsFlooded: cpuFlood,
        limitedOnly: { ...limited, serverCpuMs: limitedCpuMs, cpuMsPerRequest: Math.round((limitedCpuMs / limited.total) * 1000) / 1000 },
        rssBeforeMb: rssBefore,
        rssAfterMb: rssAfter,
        loadAverage: loadAverage(),
      };
      results.runs.push(r);
      console.error(
        `round ${round}: user ${Math.round(unloaded.rps)} → ${Math.round(loaded.rps)} req/s (${r.ratio}x), p99 ${unloaded.p99} → ` +
          `${loaded.p99} ms; flood ${Math.round(floodR.rps)} req/s ${JSON.stringify(floodR.codes)}; RSS ${rssBefore} → ${rssAfter} MB`,
      );
    }
    results.rssEndMb = rssMb(child.pid);
    // a quiet window: the user alone, for the server CPU a user request costs (to separate the flood's share)
    const cpu0 = cpuMs(child.pid);
    const quiet = await user(DURATION);
    results.quietUserCpuMsPerRequest = (cpuMs(child.pid) - cpu0) / (quiet.rps * DURATION);
  } finally {
    if (server) await stopServer(server.child);
    pg.stop();
  }

  const m = (pick) => median(results.runs.map(pick));
  const codes = {};
  for (const r of results.runs) for (const [k, v] of Object.entries(r.flood.codes)) codes[k] = (codes[k] ?? 0) + v;
  const floodTotal = results.runs.reduce((s, r) => s + r.flood.total, 0);
  const cpuPerFlood = median(
    results.runs.map((r) => (r.serverCpuMsFlooded - results.quietUserCpuMsPerRequest * r.loaded.rps * results.duration) / r.flood.total),
  );
  results.medians = {
    unloadedRps: m((r) => r.unloaded.rps),
    unloadedP99: m((r) => r.unloaded.p99),
    loadedRps: m((r) => r.loaded.rps),
    loadedP99: m((r) => r.loaded.p99),
    ratio: m((r) => r.ratio),
    floodRps: m((r) => r.flood.rps),
    floodP99: m((r) => r.flood.p99),
    floodCodes: codes,
    share429: Math.round(((codes['429'] ?? 0) / floodTotal) * 1000) / 1000,
    serverCpuMsPerFloodRequest: Math.round(cpuPerFlood * 1000) / 1000,
    serverCpuMsPer429: m((r) => r.limitedOnly.cpuMsPerRequest),
    limitedOnlyP99: m((r) => r.limitedOnly.p99),
    limitedOnlyRps: m((r) => r.limitedOnly.rps),
    rssStartMb: results.rssStartMb,
    rssEndMb: results.rssEndMb,
  };
  results.withinTargets = results.medians.ratio >= 0.8 && results.medians.share429 > 0.9;
  results.loadAverageAtEnd = loadAverage();
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results', `overload-${results.date.slice(0, 10)}.json`), JSON.stringify(results, null, 2));
  const md = results.medians;
  writeRows([
    row({ scenario: 'overload: order list alone (pg)', rps: md.unloadedRps, p99Ms: md.unloadedP99, note: `${CONNECTIONS} connections` }),
    row({
      scenario: 'overload: order list during 1,000 bad logins/s',
      rps: md.loadedRps,
      p99Ms: md.loadedP99,
      baseline: 'order list alone',
      baselineRps: md.unloadedRps,
      ratio: md.ratio,
      note:
        `flood ${Math.round(md.floodRps)} req/s ${Object.entries(codes)
          .map(([k, v]) => `${k}×${v}`)
          .join(' ')}; ` +
        `server CPU ${md.serverCpuMsPerFloodRequest} ms per flood request (argon2 of the allowed 120/min included), ` +
        `${md.serverCpuMsPer429} ms per refused one (429s alone: ${Math.round(md.limitedOnlyRps)} req/s, ` +
        `p99 ${md.limitedOnlyP99} ms); RSS ${md.rssStartMb} → ${md.rssEndMb} MB` +
        (results.withinTargets ? '' : '; BELOW TARGET (ratio ≥ 0.8, ≥ 90 % 429)'),
    }),
  ]);
  console.log(JSON.stringify(results.medians, null, 2));
  if (!results.withinTargets) process.exitCode = 1;
}

/** autocannon, closed loop, on the login route with a wrong password: rps, p99 and the status codes. */
function closedLoop(url, duration) {
  return new Promise((resolve, reject) =>
    autocannon(
      { url, method: 'POST', headers: { 'content-type': 'application/json', tenantId: '1' }, body: FLOOD_BODY, connections: 10, duration },
      (e, r) =>
        e
          ? reject(e)
          : resolve({
              total: r.requests.total,
              rps: r.requests.average,
              p99: r.latency.p99,
              codes: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([k, v]) => [k, v.count])),
            }),
    ),
  );
}

/** The flood in its own process (its client must not steal the user's event loop). */
function flood(url, seconds) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [new URL(import.meta.url).pathname, '--flood', url, String(seconds)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`flood exited with ${code}`))));
  });
}

/** utime + stime of a process in ms (/proc/<pid>/stat, clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Submits orders so that the list has a first page to show. */
async function seedOrders(base, token, n) {
  const addressId = (await post(base, `${MALL}/orderAddress/getOrderAddressList`, { detailedAddress: '' }, token)).payload[0].id;
  const form = {
    supplierCode: 'FC0001',
    contractCode: 'HT-KR-2026-001',
    carryWay: 'e',
    lines: [{ productCode: 'KR-SYR-5', quantity: 10 }],
    memo: '过载测试',
    addressId,
  };
  for (let i = 0; i < n; i++) {
    const res = await post(base, `${MALL}/order/orderSubmit`, { clientToken: `overload-${i}-${Date.now().toString(36)}`, form }, token);
    if (res.code !== '0') throw new Error(`orderSubmit: ${res.code} ${res.msg}`);
  }
}

/**
 * Open loop: every 10 ms the requests due by then are sent, whether or not earlier ones were answered (a
 * closed-loop client would slow down with the server and hide the overload). The requests are written as
 * prepared bytes on 32 keep-alive sockets (pipelined, answered in order per socket) and only the status
 * line and Content-Length of each answer are read: an attacker's client runs on its own machines, here it
 * shares two cores with the server and the user, so it has to cost as little as possible (a node:http
 * client took about as much CPU per request as the server's 429). One still unanswered 10 s after the end
 * counts as a timeout.
 */
async function openLoop(url, seconds) {
  const SOCKETS = 32;
  const request = Buffer.from(
    `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\ntenantId: 1\r\n` +
      `Content-Length: ${Buffer.byteLength(FLOOD_BODY)}\r\n\r\n${FLOOD_BODY}`,
  );
  const codes = {};
  const latencies = [];
  let sent = 0;
  let answered = 0;
  let errors = 0;
  const sockets = await Promise.all(
    Array.from(
      { length: SOCKETS },
      () =>
        new Promise((resolve, reject) => {
          const socket = net.connect({ host: url.hostname, port: Number(url.port) }, () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
  for (const socket of sockets) {
    const started = []; // send times of this socket's unanswered requests, in order
    let buffer = Buffer.alloc(0);
    socket.started = started;
    socket.on('error', () => errors++);
    socket.on('data', (chunk) => {
      buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
      for (;;) {
        const head = buffer.indexOf('\r\n\r\n');
        if (head < 0) break;
        const headers = buffer.toString('latin1', 0, head);
        const length = Number(/\r\ncontent-length: *(\d+)/i.exec(headers)?.[1] ?? 0);
        if (buffer.length < head + 4 + length) break;
        const status = headers.slice(9, 12);
        codes[status] = (codes[status] ?? 0) + 1;
        latencies.push(performance.now() - started.shift());
        answered++;
        buffer = buffer.subarray(head + 4 + length);
      }
    });
  }
  const t0 = performance.now();
  while (performance.now() - t0 < seconds * 1000) {
    const due = Math.floor(((performance.now() - t0) / 1000) * FLOOD_RATE);
    while (sent < due) {
      const socket = sockets[sent % SOCKETS];
      socket.started.push(performance.now());
      socket.write(request);
      sent++;
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const elapsed = (performance.now() - t0) / 1000;
  const until = performance.now() + 10_000;
  while (answered + errors < sent && performance.now() < until) await new Promise((r) => setTimeout(r, 50));
  for (const socket of sockets) socket.destroy();
  latencies.sort((a, b) => a - b);
  return {
    total: sent,
    rps: sent / elapsed,
    p99: latencies.length ? Math.round(latencies[Math.floor(latencies.length * 0.99)] * 10) / 10 : null,
    errors,
    timeouts: Math.max(0, sent - answered - errors),
    codes,
  };
}
