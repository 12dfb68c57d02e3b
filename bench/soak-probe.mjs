// Preloaded into the server by bench/soak.mjs (`node --import bench/soak-probe.mjs dist/server.js`): every
// SOAK_PROBE_MS (10 s) one JSON line to SOAK_PROBE_FILE with the process's memory and the event-loop delay
// of the interval just ended (histogram reset after each line, so every line describes its own 10 s).
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.SOAK_PROBE_FILE;
if (file) {
  // 10 ms resolution: the delay a request waiting behind a busy loop feels, without sampling overhead
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  const timer = setInterval(
    () => {
      const mem = process.memoryUsage();
      const line = {
        at: new Date().toISOString(),
        rssMb: Math.round(mem.rss / 1048576),
        heapUsedMb: Math.round(mem.heapUsed / 1048576),
        externalMb: Math.round(mem.external / 1048576),
        loopDelayMs: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
      };
      delay.reset();
      appendFileSync(file, `${JSON.stringify(line)}\n`);
    },
    Number(process.env.SOAK_PROBE_MS ?? 10_000),
  );
  // the probe never keeps the server alive on its own
  timer.unref();
}
