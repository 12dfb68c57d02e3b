import { describe, expect, it } from 'vitest';
import { letterState, ownLetterState, type LetterStateInput } from './letter-rules.js';
import {
  areaContains,
  fillLetterTemplate,
  scopeExceedMessage,
  scopeExcesses,
  type ChildScope,
  type ParentScope,
} from './letter-scope-rules.js';

const parent: ParentScope = {
  letterNo: 'SQ20261126000001',
  products: [{ value: '11', label: '一次性使用注射器 5ml' }],
  productLines: [{ value: 'PL-INF', label: '输液产品线' }],
  regions: [
    { value: '320000', label: '江苏省' },
    { value: '330100', label: '浙江省杭州市' },
  ],
  hospitals: [],
  validFrom: '2026-01-01',
  validTo: '2027-06-30',
};
const inside: ChildScope = {
  products: [
    { value: '11', label: '一次性使用注射器 5ml', lineCode: null },
    { value: '12', label: '一次性使用输液器 5ml', lineCode: 'PL-INF' },
  ],
  productLines: [{ value: 'PL-INF', label: '输液产品线' }],
  regions: [
    { value: '320000', label: '江苏省' },
    { value: '330106', label: '浙江省杭州市西湖区' },
  ],
  hospitals: [
    { value: '7', label: '南京鼓楼医院', regionCode: '320106' },
    { value: '8', label: '某医院', regionCode: null },
  ],
  validFrom: '2026-02-01',
  validTo: '2027-06-30',
};

describe('areaContains', () => {
  it('a province holds its cities and districts, a city its districts, a district only itself', () => {
    expect(areaContains('440000', '440100')).toBe(true);
    expect(areaContains('440000', '440106')).toBe(true);
    expect(areaContains('440100', '440106')).toBe(true);
    expect(areaContains('440100', '440300')).toBe(false);
    expect(areaContains('440100', '440000')).toBe(false);
    expect(areaContains('440106', '440106')).toBe(true);
    expect(areaContains('440106', '440107')).toBe(false);
    expect(areaContains('440000', '450000')).toBe(false);
    expect(areaContains('44', '440100')).toBe(false);
  });
});

describe('scopeExcesses', () => {
  it('accepts a scope inside the parent (a product in a parent line, a district in a parent city, hospitals of unknown region)', () => {
    expect(scopeExcesses(parent, inside)).toEqual([]);
    expect(scopeExceedMessage(parent, inside)).toBeNull();
  });

  it('names every excess in one message', () => {
    const child: ChildScope = {
      ...inside,
      products: [...inside.products, { value: '13', label: '医用口罩', lineCode: 'PL-MASK' }],
      productLines: [{ value: 'PL-MASK', label: '防护产品线' }],
      regions: [...inside.regions, { value: '440000', label: '广东省' }, { value: '330200', label: '浙江省宁波市' }],
      hospitals: [{ value: '9', label: '广州某医院', regionCode: '440106' }],
      validTo: '2027-12-31',
    };
    expect(scopeExceedMessage(parent, child)).toBe(
      '超出上级授权书（SQ20261126000001）的授权范围：产品「医用口罩」、产品线「防护产品线」、区域「广东省」、区域「浙江省宁波市」、' +
        '医院「广州某医院」、授权期限（上级授权至2027-06-30）',
    );
  });

  it('a nationwide child of a regional parent exceeds; a nationwide parent holds any region', () => {
    expect(scopeExcesses(parent, { ...inside, regions: [] })).toEqual(['区域「全国」']);
    expect(scopeExcesses({ ...parent, regions: [] }, { ...inside, regions: [{ value: '440000', label: '广东省' }] })).toEqual([]);
  });

  it('a parent naming hospitals holds only those hospitals', () => {
    const named = { ...parent, hospitals: [{ value: '7', label: '南京鼓楼医院' }] };
    expect(scopeExcesses(named, { ...inside, hospitals: [inside.hospitals[0]!] })).toEqual([]);
    expect(scopeExcesses(named, inside)).toEqual(['医院「某医院」']);
  });

  it('names the parent period for a start before it, an end after it, or both', () => {
    expect(scopeExcesses(parent, { ...inside, validFrom: '2025-12-31' })).toEqual(['授权期限（上级授权自2026-01-01起）']);
    expect(scopeExcesses(parent, { ...inside, validFrom: '2025-12-31', validTo: '2027-07-01' })).toEqual([
      '授权期限（上级授权期限2026-01-01至2027-06-30）',
    ]);
  });
});

describe('fillLetterTemplate', () => {
  it('fills every placeholder, nationwide and all hospitals when none are named', () => {
    const text = fillLetterTemplate('授权{grantee}销售{products}于{regions}（{hospitals}），自{validFrom}至{validTo}', {
      grantee: '江苏恒泰',
      products: ['输液器', '注射器'],
      regions: [],
      hospitals: [],
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
    });
    expect(text).toBe('授权江苏恒泰销售「输液器」、「注射器」于全国（授权区域内各医疗机构），自2026-01-01至2026-12-31');
  });
});

describe('letterState along a chain', () => {
  const ok: LetterStateInput = { status: 'issued', suspended: false, validFrom: '2026-01-01', validTo: '2026-12-31' };
  const today = '2026-06-01';
  it('own state: terminated, not issued, expired, suspended, not yet begun, valid', () => {
    expect(ownLetterState({ ...ok, status: 'terminated' }, today)).toBe('terminated');
    expect(ownLetterState({ ...ok, status: 'stamping' }, today)).toBe('notIssued');
    expect(ownLetterState({ ...ok, validTo: '2026-05-31' }, today)).toBe('expired');
    expect(ownLetterState({ ...ok, suspended: true }, today)).toBe('suspended');
    expect(ownLetterState({ ...ok, validFrom: '2026-06-02' }, today)).toBe('notIssued');
    expect(ownLetterState({ ...ok, status: 'received' }, today)).toBe('valid');
  });
  it('a valid letter is suspended while any ancestor is not valid, and valid again once it is', () => {
    expect(letterState(ok, [ok, { ...ok, status: 'terminated' }], today)).toBe('suspended');
    expect(letterState(ok, [{ ...ok, suspended: true }, ok], today)).toBe('suspended');
    expect(letterState(ok, [ok, { ...ok, validTo: '2026-05-01' }], today)).toBe('suspended');
    expect(letterState(ok, [ok, ok], today)).toBe('valid');
  });
  it("the letter's own terminated or expired state wins over the chain", () => {
    expect(letterState({ ...ok, status: 'terminated' }, [{ ...ok, suspended: true }], today)).toBe('terminated');
    expect(letterState({ ...ok, validTo: '2026-01-31' }, [{ ...ok, suspended: true }], today)).toBe('expired');
  });
});
