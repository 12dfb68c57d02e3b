// The background part of an import, in the process that accepted the file: count the data rows, then
// stream the sheet again, check each row and write the valid ones in batches of 500 (one transaction
// each; a batch the database refuses is rolled back whole and its rows recorded as failed), the
// progress record following every batch. However it ends, the record and the file-history row end
// finished (try/finally). While it runs, a heartbeat every few seconds says it is alive; when a sweep has
// failed it meanwhile (this process was silent too long), it stops and leaves that verdict.
import type { Database } from '../../../db/client.js';
import * as repo from './imports.repository.js';
import type { ImportJob, KindDef, KindRunner } from './row-checks.js';
import { isBlank, sheetRows } from './sheet-io.js';

type Pending = { rowNo: number; cells: string[]; value?: unknown; error?: string };
type Logger = { error: (obj: unknown, msg: string) => void };

// the history's error text lists this many failed rows at most
const ERROR_TXT_ROWS = 500;
/** How often the runner writes its heartbeat (a sweep fails an import silent for 30 s, see imports.service.ts). */
export const HEARTBEAT_MS = 5_000;

export class ImportStop extends Error {}

async function countRows(path: string, width: number, maxRows: number): Promise<number> {
  let total = 0;
  for await (const { rowNo, cells } of sheetRows(path, width)) {
    if (rowNo === 1 || isBlank(cells.slice(0, width))) continue;
    if (++total > maxRows) throw new ImportStop(`数据行不能超过${maxRows}行，请分批导入`);
  }
  return total;
}

/** Writes one batch; answers how many of its rows were imported. */
async function flush(db: Database, job: ImportJob, runner: KindRunner<unknown>, batch: Pending[]): Promise<number> {
  const valid = batch.filter((r) => r.error === undefined).map((r) => ({ rowNo: r.rowNo, value: r.value }));
  const failedOf = (refused: Map<number, string>) =>
    batch.flatMap((r) => {
      const message = r.error ?? refused.get(r.rowNo);
      return message === undefined ? [] : [{ rowNo: r.rowNo, message, cells: r.cells }];
    });
  try {
    const refused = await db.tenant(job.tenantId, async (tx) => {
      const refusedRows = valid.length ? await runner.write(tx, valid) : new Map<number, string>();
      const failed = failedOf(refusedRows);
      await repo.insertFailRows(tx, job.tenantId, job.progressId, failed);
      await repo.addBatchCounts(tx, job.tenantId, job.progressId, batch.length, failed.length, batch.length - failed.length);
      return refusedRows;
    });
    runner.committed?.(valid.filter((r) => !refused.has(r.rowNo)));
    return valid.length - refused.size;
  } catch {
    const range = `第${batch[0]!.rowNo}–${batch.at(-1)!.rowNo}行`;
    const rolledBack = new Map(valid.map((r) => [r.rowNo, `写入数据库失败，本批（${range}）已整体回滚，请检查后重新导入`]));
    await db.tenant(job.tenantId, async (tx) => {
      await repo.insertFailRows(tx, job.tenantId, job.progressId, failedOf(rolledBack));
      await repo.addBatchCounts(tx, job.tenantId, job.progressId, batch.length, batch.length, 0);
    });
    return 0;
  }
}

async function errorText(db: Database, job: ImportJob, head: string, failed: number): Promise<string> {
  const messages = await db.tenant(job.tenantId, (tx) => repo.failMessages(tx, job.tenantId, job.progressId, ERROR_TXT_ROWS));
  const lines = [...messages].map(([rowNo, message]) => `第${rowNo}行：${message}`);
  if (failed > messages.size) lines.push(`……共${failed}行失败，完整列表请下载失败数据`);
  return [head, ...lines].join('\n');
}

/** What a kind brings to the runner: its rows' checks and writes, its header width and its limits. */
export type KindSpec = { def: KindDef<unknown>; width: number; maxRows: number; batchRows: number };

export type RunOptions = {
  db: Database;
  path: string;
  spec: KindSpec;
  job: ImportJob;
  fileId: number;
  log: Logger;
  heartbeatMs?: number;
};

export async function runImport(options: RunOptions): Promise<void> {
  const { db, path, spec, job, log, heartbeatMs = HEARTBEAT_MS } = options;
  const { width } = spec;
  let runner: KindRunner<unknown> | undefined;
  let imported = 0;
  let failed = 0;
  let outcome: { ok: boolean; message: string } = { ok: false, message: '导入中断：服务器处理出错，请重新导入' };
  let swept = false;
  const heartbeat = setInterval(() => {
    db.tenant(job.tenantId, (tx) => repo.beat(tx, job.tenantId, job.progressId)).then(
      (alive) => {
        swept ||= !alive;
      },
      () => undefined,
    );
  }, heartbeatMs);
  try {
    const total = await countRows(path, width, spec.maxRows);
    await db.tenant(job.tenantId, (tx) => repo.updateProgress(tx, job.tenantId, job.progressId, { totalRows: total }));
    runner = await spec.def.prepare(db, job);
    let batch: Pending[] = [];
    const send = async () => {
      const n = await flush(db, job, runner!, batch);
      imported += n;
      failed += batch.length - n;
      batch = [];
    };
    for await (const { rowNo, cells } of sheetRows(path, width)) {
      if (swept) throw new ImportStop('swept');
      const own = cells.slice(0, width);
      if (rowNo === 1 || isBlank(own)) continue;
      const verdict = runner.check(own, rowNo);
      batch.push('error' in verdict ? { rowNo, cells: own, error: verdict.error } : { rowNo, cells: own, value: verdict.value });
      if (batch.length === spec.batchRows) await send();
    }
    if (batch.length) await send();
    outcome =
      imported > 0
        ? { ok: true, message: `成功导入${imported}行，失败${failed}行` }
        : { ok: false, message: `导入失败：${failed}行全部未通过校验，没有导入任何数据` };
  } catch (err) {
    if (err instanceof ImportStop) outcome = { ok: false, message: err.message };
    else {
      log.error({ err, progressId: job.progressId }, 'import failed');
      if (imported + failed > 0)
        outcome = { ok: false, message: `导入中断：服务器处理出错，已导入${imported}行，失败${failed}行，其余行未处理` };
    }
  } finally {
    clearInterval(heartbeat);
    await finish(options, { runner, outcome, imported, failed });
  }
}

type Ending = { runner?: KindRunner<unknown>; outcome: { ok: boolean; message: string }; imported: number; failed: number };

/** The record and the file-history row end finished with the outcome; the runner's own finishing step too. */
async function finish({ db, job, fileId, log }: RunOptions, { runner, outcome, imported, failed }: Ending): Promise<void> {
  try {
    const txt = outcome.ok && failed === 0 ? null : await errorText(db, job, outcome.message, failed);
    await db.tenant(job.tenantId, async (tx) => {
      await runner?.finish?.(tx, imported, failed);
      // a sweep may have failed it between two heartbeats: its verdict stays
      if (!(await repo.lockRunning(tx, job.tenantId, job.progressId))) return;
      await repo.finishImportFile(tx, job.tenantId, fileId, outcome.ok ? 'SAVESUCCESSFUL' : 'FAILED', txt);
      await repo.updateProgress(tx, job.tenantId, job.progressId, {
        status: outcome.ok ? 'succeeded' : 'failed',
        message: outcome.message.slice(0, 500),
        finishedAt: new Date(),
        ...(outcome.ok ? { percent: 100 } : {}),
      });
    });
  } catch (err) {
    log.error({ err, progressId: job.progressId }, 'import could not be marked finished');
  }
}
