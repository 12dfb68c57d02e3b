// The web's operation dictionaries equal the contracts', and the zh-CN names are the contracts' names.
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { NOTICE_STATUSES, NOTICE_STATUS_NAMES, PAY_BILL_KINDS, PAY_BILL_KIND_NAMES } from '@medportal/contracts/mall/fulfilment.contract';
import {
  IMPORT_HEADERS,
  IMPORT_KINDS,
  IMPORT_KIND_NAMES,
  IMPORT_MAX_BYTES as CONTRACT_MAX,
  IMPORT_STATUSES,
  IMPORT_STATUS_NAMES,
} from '@medportal/contracts/mall/imports.contract';
import '../../../lib/i18n';
import {
  IMPORT_HEADER_LIST,
  IMPORT_KIND_LIST,
  IMPORT_MAX_BYTES,
  IMPORT_STATUS_LIST,
  NOTICE_STATUS_LIST,
  PAY_BILL_KIND_LIST,
} from './ops-dicts';

const t = i18next.getFixedT('zh-CN');

describe('order operation dictionaries', () => {
  it('list the contract values in the contract order', () => {
    expect(NOTICE_STATUS_LIST).toEqual(NOTICE_STATUSES);
    expect(PAY_BILL_KIND_LIST).toEqual(PAY_BILL_KINDS);
    expect(IMPORT_KIND_LIST).toEqual(IMPORT_KINDS);
    expect(IMPORT_STATUS_LIST).toEqual(IMPORT_STATUSES);
    expect(IMPORT_MAX_BYTES).toBe(CONTRACT_MAX);
    expect(IMPORT_HEADER_LIST).toEqual(IMPORT_HEADERS);
  });

  it('name them in zh-CN as the contracts do', () => {
    for (const s of NOTICE_STATUSES) expect(t(`orderOps:notice.status.${s}`)).toBe(NOTICE_STATUS_NAMES[s]);
    for (const k of PAY_BILL_KINDS) expect(t(`orderOps:payBill.kind.${k}`)).toBe(PAY_BILL_KIND_NAMES[k]);
    for (const k of IMPORT_KINDS) expect(t(`orderOps:import.kind.${k}`)).toBe(IMPORT_KIND_NAMES[k]);
    for (const s of IMPORT_STATUSES) expect(t(`orderOps:import.status.${s}`)).toBe(IMPORT_STATUS_NAMES[s]);
  });
});
