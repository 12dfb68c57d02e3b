// UDI parsing, pure (no database): GS1 element strings and MA (IDcode) codes.
//
// GS1 (GS1 General Specifications): AIs 01 GTIN-14 (check digit verified), 11 production date, 17 expiry
// date (YYMMDD; day 00 = the month's last day), 10 lot and 21 serial (variable, at most 20 characters of
// the AI encodable character set 82). Two forms:
// - human-readable: '(01)06901234567892(17)281231(10)LOT123(21)SN9' (spaces between elements tolerated);
// - raw, as a scanner sends it: an optional symbology identifier (']C1' GS1-128, ']e0' GS1 DataBar,
//   ']d2' GS1 DataMatrix, ']Q3' GS1 QR Code, ']J1' GS1 DotCode) and FNC1 as the GS character (ASCII 29)
//   after each variable-length field that is not last. Keyboard-wedge scanners cannot always type ASCII 29,
//   so three substitutes that scanner set-ups and label tools commonly emit are read as GS too: the text
//   '<GS>' (how GS1 documents and scanner test tools print it), the escape text '\x1d' and '^'. '\' and '^'
//   are outside character set 82 and so can never be data; '<GS>' could in theory be data of a lot, which
//   no real label uses. A GS after a fixed-length field (01, 11, 17) is tolerated.
// Two-digit years: GS1 General Specifications 7.12 — the century that puts the year within -49..+50 years
// of the current year (today of the tenant, passed in).
//
// MA (IDcode, issuing agency 'MA' of ISO/IEC 15459, 中关村工信二维码技术研究院), as the MA medical-device UDI
// coding handbook (医疗器械唯一标识MA(IDcode)编码手册) describes it: the DI is 'MA' . country code (3 digits,
// 156 = China) . industry code ('M0' = medical devices) . registrant code (6 digits) . product code
// (package digit + item code + check digit); the PI follows as data units each led by '.' and a letter:
// L lot, S serial, M production date, E 失效期 (expiry), V 有效期 (valid until: the expiry when no E), D the
// sterilisation lot (accepted, not answered) — dates with 6 (YYMMDD) or 8 (YYYYMMDD) digits. The product
// code's check digit is not verified: the handbook's algorithm is not published with the rules we follow.
// So 'MA.156.M0.100001.1234567.S20230101.L2301.E20280101' is DI 'MA.156.M0.100001.1234567', serial
// '20230101' (S is the serial, not a date), lot '2301', expiry 2028-01-01.
import type { UdiScheme } from '@medportal/contracts/product/udi.contract';
import type { ErrorKey } from '@medportal/contracts/common/errors';
import { gs1CheckDigit } from '@medportal/contracts/product/gs1-rules';

export type ParsedUdi = {
  scheme: UdiScheme;
  di: string;
  lot: string | null;
  expiry: string | null;
  productionDate: string | null;
  serial: string | null;
};

/** A code that cannot be read, with the error key (PD1070–1079) and a message naming what is wrong. */
export class UdiParseError extends Error {
  constructor(
    readonly key: ErrorKey,
    message: string,
  ) {
    super(message);
  }
}

const GS = '\u001d';
/** GS1 symbology identifiers of the carriers that encode GS1 element strings. */
const SYMBOLOGY_IDS = [']C1', ']e0', ']d2', ']Q3', ']J1'];
/** GS1 AI encodable character set 82 (General Specifications Figure 7.11-1). */
const CSET82 = /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]*$/;
const VARIABLE_MAX = 20;

type Ai = '01' | '11' | '17' | '10' | '21';
type AiRule = { name: string; fixed?: number };
const AIS: Record<Ai, AiRule> = {
  '01': { name: '产品标识GTIN', fixed: 14 },
  '11': { name: '生产日期', fixed: 6 },
  '17': { name: '失效日期', fixed: 6 },
  '10': { name: '批号' },
  '21': { name: '序列号' },
};
const isKnownAi = (ai: string): ai is Ai => Object.hasOwn(AIS, ai);

/**
 * How many digits an AI starting with these two digits has (GS1 General Specifications, the table of AI
 * prefixes): used to name an unsupported AI of a raw string in full ('240', '3103', '7003').
 */
function aiLength(prefix: string): number {
  const n = Number(prefix);
  if ((n >= 23 && n <= 29) || (n >= 40 && n <= 42)) return 3;
  if ((n >= 31 && n <= 36) || n === 39 || n === 43 || (n >= 70 && n <= 72) || (n >= 80 && n <= 82)) return 4;
  return 2;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** GS1 General Specifications 7.12: the year of YY within -49..+50 years of the current year. */
export function gs1Year(yy: number, currentYear: number): number {
  const diff = yy - (currentYear % 100);
  const century = currentYear - (currentYear % 100);
  if (diff > 50) return century - 100 + yy;
  if (diff < -49) return century + 100 + yy;
  return century + yy;
}

/**
 * 'YYMMDD' (GS1, or 6-digit MA) or 'YYYYMMDD' (8-digit MA) as 'YYYY-MM-DD'; null when not a date.
 * dayZero: what GS1 day 00 ('only year and month known') means — the month's last day for an expiry,
 * the first for a production date; 'invalid' where it is not allowed.
 */
function calendarDate(value: string, currentYear: number, dayZero: 'last' | 'first' | 'invalid'): string | null {
  if (!/^(\d{6}|\d{8})$/.test(value)) return null;
  const long = value.length === 8;
  const year = long ? Number(value.slice(0, 4)) : gs1Year(Number(value.slice(0, 2)), currentYear);
  const month = Number(value.slice(long ? 4 : 2, long ? 6 : 4));
  let day = Number(value.slice(long ? 6 : 4));
  if (month < 1 || month > 12) return null;
  if (day === 0) {
    if (dayZero === 'invalid') return null;
    day = dayZero === 'last' ? daysIn(year, month) : 1;
  }
  if (day > daysIn(year, month)) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

const currentYearOf = (today: string): number => Number(today.slice(0, 4));

/** Parses a GS1 element string or an MA code. today: the tenant's date 'YYYY-MM-DD' (the century rule). */
export function parseUdi(code: string, today: string): ParsedUdi {
  const text = code.trim();
  if (!text) throw new UdiParseError('UDI_EMPTY', '请输入或扫描UDI码（code）');
  if (/^MA\./i.test(text)) return parseMa(text, currentYearOf(today));
  return parseGs1(text, currentYearOf(today));
}

// ---------------------------------------------------------------- GS1

type Element = { ai: string; value: string };

function parseGs1(text: string, currentYear: number): ParsedUdi {
  let body = text;
  const symbology = SYMBOLOGY_IDS.find((id) => body.startsWith(id));
  if (symbology) body = body.slice(symbology.length);
  else if (/^\][A-Za-z][0-9]/.test(body))
    throw new UdiParseError('UDI_FORMAT', `符号标识符“${body.slice(0, 3)}”不是GS1条码（应为]C1、]e0、]d2、]Q3或]J1）`);
  body = body.replaceAll('<GS>', GS).replaceAll('\\x1d', GS).replaceAll('\\x1D', GS).replaceAll('^', GS);
  const elements = body.trimStart().startsWith('(') ? readHumanReadable(body.trim()) : readRaw(body);
  return toParsed(elements, currentYear);
}

/** '(01)…(17)…(10)…': each value runs to the next '(digits)' or the end. */
function readHumanReadable(body: string): Element[] {
  const elements: Element[] = [];
  const marker = /\((\d{2,4})\)/g;
  const found = [...body.matchAll(marker)];
  if (!found.length || found[0]!.index !== 0) throw new UdiParseError('UDI_FORMAT', 'UDI码格式无法识别：应以应用标识符（如“(01)”）开头');
  found.forEach((m, i) => {
    const start = m.index + m[0].length;
    const end = i + 1 < found.length ? found[i + 1]!.index : body.length;
    const ai = m[1]!;
    if (!isKnownAi(ai)) throw unknownAi(ai);
    elements.push({ ai, value: body.slice(start, end).trim() });
  });
  return elements;
}

/** Raw: AI digits then data; a fixed-length field takes its length, a variable one runs to GS or the end. */
function readRaw(body: string): Element[] {
  const elements: Element[] = [];
  let at = 0;
  while (at < body.length) {
    if (body[at] === GS) {
      at += 1;
      continue;
    }
    const prefix = body.slice(at, at + 2);
    if (!/^\d{2}$/.test(prefix)) {
      throw new UdiParseError(
        'UDI_FORMAT',
        elements.length
          ? `UDI码第${at + 1}个字符处应为应用标识符（两位数字），实际为“${prefix}”`
          : 'UDI码格式无法识别：应为GS1元素串（如(01)06901234567892(17)281231(10)LOT123）或MA码',
      );
    }
    if (!isKnownAi(prefix)) throw unknownAi(body.slice(at, at + aiLength(prefix)).replace(/\D.*$/, ''));
    const rule = AIS[prefix];
    at += 2;
    if (rule.fixed) {
      elements.push({ ai: prefix, value: body.slice(at, at + rule.fixed).split(GS)[0]! });
      at += rule.fixed;
    } else {
      const end = body.indexOf(GS, at);
      const stop = end < 0 ? body.length : end;
      elements.push({ ai: prefix, value: body.slice(at, stop) });
      at = stop;
    }
  }
  return elements;
}

const unknownAi = (ai: string) => new UdiParseError('UDI_UNKNOWN_AI', `不支持的应用标识符（AI）“${ai}”`);

function toParsed(elements: Element[], currentYear: number): ParsedUdi {
  const seen = new Map<string, string>();
  for (const { ai, value } of elements) {
    const rule = AIS[ai as Ai];
    const label = `${rule.name}（${ai}）`;
    if (seen.has(ai)) throw new UdiParseError('UDI_DUPLICATE_AI', `${label}在UDI码中出现了多次`);
    if (rule.fixed) {
      if (!/^\d*$/.test(value) || value.length !== rule.fixed) {
        throw new UdiParseError(
          /^\d*$/.test(value) ? 'UDI_FIELD_LENGTH' : 'UDI_BAD_CHARACTER',
          `${label}应为${rule.fixed}位数字，实际为“${value}”`,
        );
      }
    } else {
      if (!value) throw new UdiParseError('UDI_FIELD_LENGTH', `${label}不能为空`);
      if (value.length > VARIABLE_MAX)
        throw new UdiParseError('UDI_FIELD_LENGTH', `${label}最长${VARIABLE_MAX}个字符，实际为${value.length}个：“${value}”`);
      if (!CSET82.test(value)) {
        const bad = [...value].find((c) => !CSET82.test(c))!;
        throw new UdiParseError('UDI_BAD_CHARACTER', `${label}“${value}”含有GS1不允许的字符“${bad === GS ? '<GS>' : bad}”`);
      }
    }
    seen.set(ai, value);
  }
  const gtin = seen.get('01');
  if (!gtin) throw new UdiParseError('UDI_NO_DI', 'UDI码缺少产品标识GTIN（01）');
  const check = gs1CheckDigit(gtin.slice(0, 13));
  if (String(check) !== gtin[13]) throw new UdiParseError('UDI_CHECK_DIGIT', `GTIN ${gtin} 校验位错误，应为${check}`);
  const date = (ai: '11' | '17', dayZero: 'last' | 'first') => {
    const value = seen.get(ai);
    if (value === undefined) return null;
    const iso = calendarDate(value, currentYear, dayZero);
    if (!iso) throw new UdiParseError('UDI_BAD_DATE', `${AIS[ai].name}（${ai}）“${value}”不是有效日期`);
    return iso;
  };
  return {
    scheme: 'GS1',
    di: gtin,
    lot: seen.get('10') ?? null,
    // day 00 of an expiry: the month's last day; of a production date: its first (the earliest it can be)
    expiry: date('17', 'last'),
    productionDate: date('11', 'first'),
    serial: seen.get('21') ?? null,
  };
}

// ---------------------------------------------------------------- MA (IDcode)

const MA_UNITS: Record<string, string> = { L: '批号', S: '序列号', M: '生产日期', E: '失效期', V: '有效期', D: '灭菌批号' };

function parseMa(text: string, currentYear: number): ParsedUdi {
  const parts = text.split('.');
  const [agency, country, industry, registrant, product] = parts;
  if (parts.length < 5 || !product)
    throw new UdiParseError('UDI_FIELD_LENGTH', 'MA码不完整：产品标识应为“MA.国家代码.行业代码.注册人代码.产品编码”');
  if (agency !== 'MA') throw new UdiParseError('UDI_FORMAT', `MA码的发码机构代码应为“MA”，实际为“${agency}”`);
  if (!/^\d{3}$/.test(country!)) throw new UdiParseError('UDI_FORMAT', `MA码的国家代码应为3位数字（中国为156），实际为“${country}”`);
  if (industry !== 'M0') throw new UdiParseError('UDI_FORMAT', `MA码的行业代码应为“M0”（医疗器械），实际为“${industry}”`);
  if (!/^\d{6}$/.test(registrant!)) throw new UdiParseError('UDI_FORMAT', `MA码的注册人代码应为6位数字，实际为“${registrant}”`);
  if (!/^[0-9A-Za-z]{1,20}$/.test(product))
    throw new UdiParseError('UDI_FORMAT', `MA码的产品编码应为1到20位字母或数字，实际为“${product}”`);
  const units = new Map<string, string>();
  for (const unit of parts.slice(5)) {
    const letter = unit.slice(0, 1);
    const value = unit.slice(1);
    const name = MA_UNITS[letter];
    if (!name) throw new UdiParseError('UDI_UNKNOWN_AI', `不支持的MA码数据标识“${unit.slice(0, 1) || '.'}”（应为L、S、M、E、V或D）`);
    const label = `${name}（${letter}）`;
    if (units.has(letter)) throw new UdiParseError('UDI_DUPLICATE_AI', `MA码的${label}出现了多次`);
    if (!value) throw new UdiParseError('UDI_FIELD_LENGTH', `MA码的${label}不能为空`);
    if (value.length > VARIABLE_MAX)
      throw new UdiParseError('UDI_FIELD_LENGTH', `MA码的${label}最长${VARIABLE_MAX}个字符，实际为${value.length}个`);
    if (!/^[0-9A-Za-z-]+$/.test(value)) throw new UdiParseError('UDI_BAD_CHARACTER', `MA码的${label}“${value}”只能包含字母和数字`);
    units.set(letter, value);
  }
  const date = (letter: 'M' | 'E' | 'V') => {
    const value = units.get(letter);
    if (value === undefined) return null;
    const iso = calendarDate(value, currentYear, 'invalid');
    if (!iso)
      throw new UdiParseError('UDI_BAD_DATE', `MA码的${MA_UNITS[letter]}（${letter}）“${value}”不是有效日期（应为YYMMDD或YYYYMMDD）`);
    return iso;
  };
  const expiry = date('E');
  const validUntil = date('V');
  return {
    scheme: 'MA',
    di: parts.slice(0, 5).join('.'),
    lot: units.get('L') ?? null,
    expiry: expiry ?? validUntil,
    productionDate: date('M'),
    serial: units.get('S') ?? null,
  };
}
