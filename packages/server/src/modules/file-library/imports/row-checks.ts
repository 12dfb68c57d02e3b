// What an import does with its rows, and the cell checks they share. A row's problems are collected
// per column, each message naming the column, and joined into the one message stored for the row.
import { IMPORT_MAX_QUANTITY } from '@medportal/contracts/mall/imports.contract';
import type { Database, Tx } from '../../../db/client.js';

/** Who imports what: the session at upload time (the task runs after the request ended). */
export type ImportJob = {
  tenantId: number;
  companyId: number;
  userId: number;
  userName: string;
  progressId: number;
  fileName: string;
  params: Record<string, unknown>;
};

export type Verdict<V> = { value: V } | { error: string };
export type ValidRow<V> = { rowNo: number; value: V };

export type KindRunner<V> = {
  /** Checks one row (rowNo: its row number in the sheet, for messages such as 与第3行重复). */
  check(cells: string[], rowNo: number): Verdict<V>;
  /** Writes one batch in the caller's transaction; answers the rows refused against the database (row number → message). */
  write(tx: Tx, rows: ValidRow<V>[]): Promise<Map<number, string>>;
  /** After a batch's transaction committed: the rows it imported. */
  committed?(rows: ValidRow<V>[]): void;
  /** The last step, in the final transaction (e.g. no empty draft order remains, the job's audit entry). */
  finish?(tx: Tx, imported: number, failed: number): Promise<void>;
};

export type KindDef<V> = {
  /** the column rules, for the template's 填写说明 sheet */
  rules: readonly string[];
  prepare(db: Database, job: ImportJob): Promise<KindRunner<V>>;
};

const CODE = /^[A-Za-z0-9_.-]+$/;
const DAY = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/;

/** Collects the problems of one row. */
export class RowCheck {
  readonly errors: string[] = [];

  fail(message: string) {
    this.errors.push(message);
  }

  text(label: string, value: string, max: number, required = true): string {
    if (value === '') {
      if (required) this.fail(`${label}不能为空`);
    } else if (value.length > max) this.fail(`${label}最长${max}个字符`);
    return value;
  }

  code(label: string, value: string, required = true): string {
    if (value === '') {
      if (required) this.fail(`${label}不能为空`);
    } else if (value.length > 40) this.fail(`${label}最长40个字符`);
    else if (!CODE.test(value)) this.fail(`${label}只能包含字母、数字、下划线、点与短横线`);
    return value;
  }

  quantity(label: string, value: string): number {
    if (value === '') {
      this.fail(`${label}不能为空`);
      return 0;
    }
    const n = /^\d+$/.test(value) ? Number(value) : NaN;
    if (!(n >= 1 && n <= IMPORT_MAX_QUANTITY)) this.fail(`${label}应为1到${IMPORT_MAX_QUANTITY}之间的整数`);
    return n;
  }

  /** YYYY-MM-DD (an Excel date cell reads the same); a real calendar day. */
  day(label: string, value: string): string {
    if (value === '') {
      this.fail(`${label}不能为空`);
      return '';
    }
    const m = DAY.exec(value);
    const text = m ? `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}` : '';
    const d = new Date(`${text}T00:00:00Z`);
    if (!m || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== text) {
      this.fail(`${label}应为有效日期，格式 YYYY-MM-DD`);
      return '';
    }
    return text;
  }

  verdict<V>(value: V): Verdict<V> {
    return this.errors.length ? { error: this.errors.join('；') } : { value };
  }
}

/** Keeps the last row per key (a later row of the file overrides an earlier one in the same batch). */
export const lastPerKey = <V>(rows: ValidRow<V>[], key: (v: V) => string): ValidRow<V>[] => [
  ...new Map(rows.map((r) => [key(r.value), r])).values(),
];
