// A small round-robin HTTP proxy on loopback (node:http), for the replicas benchmark: each request goes
// to the next upstream that is up; method, path, headers (plus X-Forwarded-For) and body are forwarded
// and the answer is streamed back.
//
// Failures. A request whose connection to the upstream could not be opened (ECONNREFUSED and the like,
// before the socket connected) never reached that upstream: it is sent to the next one, whatever its
// method, and the upstream is marked down. Any later failure (a reset on an open connection, the
// upstream dying before or while answering) means the request may have reached it and may have been
// acted on; the proxy then marks the upstream down and answers 502 (or cuts the stream if the answer
// had begun) for that request only — it never re-sends it. Re-sending is safe only for requests the
// proxy knows to be idempotent, and in this API almost everything is a POST: an order submit retried
// behind the caller's back could be carried out twice. The caller knows (its clientToken makes a
// submit idempotent) and can retry itself. A down upstream is probed (GET /healthz) every second and
// takes requests again once it answers.
//
//   node bench/proxy.mjs <port> <upstream-url> [<upstream-url> …]
import http from 'node:http';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);
const PROBE_MS = 1000;

/**
 * @param {string[]} urls upstream base URLs (http://host:port)
 * @returns {{ server: http.Server, upstreams: { url: string, up: boolean, sent: number, failed: number }[],
 *   stats: { retried: number, badGateway: number }, close: () => Promise<void> }}
 */
export function createProxy(urls) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const upstreams = urls.map((url) => ({ url, target: new URL(url), up: true, sent: 0, failed: 0 }));
  const stats = { retried: 0, badGateway: 0 };
  let next = 0;
  const pick = (tried) => {
    for (let i = 0; i < upstreams.length; i++) {
      const u = upstreams[(next + i) % upstreams.length];
      if (u.up && !tried.has(u)) {
        next = (upstreams.indexOf(u) + 1) % upstreams.length;
        return u;
      }
    }
    return undefined;
  };
  const markDown = (u) => {
    u.failed++;
    u.up = false;
  };
  const probe = setInterval(() => {
    for (const u of upstreams) {
      if (u.up) continue;
      const req = http.get(new URL('/healthz', u.target), { agent: false, timeout: 500 }, (res) => {
        res.resume();
        if (res.statusCode === 200) u.up = true;
      });
      req.on('error', () => {});
      req.on('timeout', () => req.destroy());
    }
  }, PROBE_MS);
  probe.unref();

  const server = http.createServer((req, res) => {
    // the body is read whole first (the API's bodies are small; uploads are a few MB at most) so that a
    // request refused at connect can be sent to another upstream
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => forward(req, res, Buffer.concat(chunks), new Set()));
    req.on('error', () => res.destroy());
  });

  function forward(req, res, body, tried) {
    const u = pick(tried);
    if (!u) {
      stats.badGateway++;
      res.writeHead(502, { 'content-type': 'text/plain' }).end('no upstream available');
      return;
    }
    tried.add(u);
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !HOP_BY_HOP.has(k)));
    const from = req.socket.remoteAddress;
    headers['x-forwarded-for'] = req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${from}` : from;
    headers['content-length'] = String(body.length);
    let connected = false;
    let answered = false;
    const up = http.request({ host: u.target.hostname, port: u.target.port, method: req.method, path: req.url, headers, agent });
    up.on('socket', (socket) => {
      // a socket reused from the pool is connected already: a failure on it may come after the upstream read the request
      if (!socket.connecting) connected = true;
      else socket.once('connect', () => (connected = true));
    });
    up.on('response', (upRes) => {
      answered = true;
      u.sent++;
      const out = Object.fromEntries(Object.entries(upRes.headers).filter(([k]) => !HOP_BY_HOP.has(k)));
      // which upstream answered (the replicas benchmark checks that a session alternates)
      out['x-proxy-upstream'] = String(upstreams.indexOf(u));
      res.writeHead(upRes.statusCode, out);
      upRes.pipe(res);
      upRes.on('error', () => res.destroy());
      upRes.on('aborted', () => res.destroy());
    });
    up.on('error', () => {
      markDown(u);
      if (answered) return res.destroy();
      if (!connected) {
        // never reached the upstream: another one may take it
        stats.retried++;
        return forward(req, res, body, tried);
      }
      stats.badGateway++;
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' }).end('upstream failed');
      else res.destroy();
    });
    up.end(body);
  }

  return {
    server,
    upstreams,
    stats,
    close: () =>
      new Promise((resolve) => {
        clearInterval(probe);
        agent.destroy();
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [port, ...urls] = process.argv.slice(2);
  if (!port || urls.length === 0) {
    console.error('usage: node bench/proxy.mjs <port> <upstream-url> [<upstream-url> …]');
    process.exit(2);
  }
  const proxy = createProxy(urls);
  proxy.server.listen(Number(port), '127.0.0.1', () =>
    console.error(`proxy on http://127.0.0.1:${proxy.server.address().port} → ${urls.join(', ')}`),
  );
}
