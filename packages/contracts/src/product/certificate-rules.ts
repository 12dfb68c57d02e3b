// Certificate numbers by their published formats (zod-free, shared by the server and the web form's live
// check). NMPA registration certificates (医疗器械注册证, 《医疗器械注册与备案管理办法》/《体外诊断试剂注册与备案
// 管理办法》): ×1械注×2 + year (4) + class (1) + category (2) + serial (4), where ×1 is 国 (NMPA) or a
// province's short name (class II only) and ×2 is 准 (domestic), 进 (imported) or 许 (Hong Kong, Macao,
// Taiwan; NMPA only). The category is the subcategory 01–22 of the 2017 classification catalogue, or 40
// for in-vitro diagnostic reagents. Class I filing certificates (备案凭证): the filing authority's short name
// (国 for imported ones, a province, or a province and city such as 苏宁) + 械备 + year (4) + serial (4) + 号.

export const PROVINCE_SHORT_NAMES = [
  '京',
  '津',
  '冀',
  '晋',
  '蒙',
  '辽',
  '吉',
  '黑',
  '沪',
  '苏',
  '浙',
  '皖',
  '闽',
  '赣',
  '鲁',
  '豫',
  '鄂',
  '湘',
  '粤',
  '桂',
  '琼',
  '渝',
  '川',
  '贵',
  '云',
  '藏',
  '陕',
  '甘',
  '青',
  '宁',
  '新',
] as const;

export const CERTIFICATE_KINDS = ['registration', 'filing'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];
export const CERTIFICATE_KIND_NAMES: Record<CertificateKind, string> = { registration: '注册证', filing: '备案凭证' };

export const DEVICE_CLASSES = [1, 2, 3] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];
export const DEVICE_CLASS_NAMES: Record<DeviceClass, string> = { 1: 'Ⅰ类', 2: 'Ⅱ类', 3: 'Ⅲ类' };

/** The category code of in-vitro diagnostic reagents in registration numbers. */
export const IVD_REAGENT_CATEGORY = '40';

/** 准 domestic, 进 imported, 许 Hong Kong / Macao / Taiwan */
export type RegistrationOrigin = '准' | '进' | '许';

export type CertNoParts =
  | {
      ok: true;
      kind: 'registration';
      deviceClass: 2 | 3;
      /** '国' or a province's short name */
      authority: string;
      origin: RegistrationOrigin;
      year: string;
      category: string;
      serial: string;
    }
  | { ok: true; kind: 'filing'; deviceClass: 1; authority: string; year: string; serial: string };

export type CertNoCheck = CertNoParts | { ok: false; message: string };

const FOUR_DIGITS = /^[0-9]{4}$/;
const HAN = /^\p{Script=Han}+$/u;
const fail = (message: string): CertNoCheck => ({ ok: false, message });

const validCategory = (code: string): boolean =>
  code === IVD_REAGENT_CATEGORY || (/^[0-9]{2}$/.test(code) && Number(code) >= 1 && Number(code) <= 22);

function checkRegistration(no: string, authority: string, origin: string): CertNoCheck {
  const national = authority === '国';
  if (!national && !(PROVINCE_SHORT_NAMES as readonly string[]).includes(authority))
    return fail(`注册证编号的省份简称“${authority}”不正确`);
  if (origin !== '准' && origin !== '进' && origin !== '许') return fail(`注册证编号的“械注${origin}”不正确，应为械注准、械注进或械注许`);
  if (!national && origin !== '准') return fail(`省级注册证编号应为“${authority}械注准”，不能为“${authority}械注${origin}”`);
  const rest = no.slice(authority.length + 3);
  const year = rest.slice(0, 4);
  if (!FOUR_DIGITS.test(year)) return fail(`注册证编号的年份“${year}”应为4位数字`);
  const digit = rest.slice(4, 5);
  if (national && digit !== '2' && digit !== '3') return fail(`注册证编号的管理类别“${digit}”应为2或3`);
  if (!national && digit !== '2') return fail(`省级注册证编号的管理类别“${digit}”应为2（第二类）`);
  const category = rest.slice(5, 7);
  if (!validCategory(category)) return fail(`注册证编号的分类编码“${category}”应为01–22（体外诊断试剂为40）`);
  const serial = rest.slice(7);
  if (!FOUR_DIGITS.test(serial)) return fail(`注册证编号的流水号“${serial}”应为4位数字`);
  return {
    ok: true,
    kind: 'registration',
    deviceClass: digit === '3' ? 3 : 2,
    authority,
    origin: origin as RegistrationOrigin,
    year,
    category,
    serial,
  };
}

function checkFiling(no: string, authority: string): CertNoCheck {
  if (authority.length < 1 || authority.length > 4 || !HAN.test(authority))
    return fail(`备案凭证编号“械备”前应为1–4个汉字的备案部门简称，不能为“${authority}”`);
  const province = authority[0] as string;
  if (province !== '国' && !(PROVINCE_SHORT_NAMES as readonly string[]).includes(province))
    return fail(`备案凭证编号的省份简称“${province}”不正确`);
  if (!no.endsWith('号')) return fail('备案凭证编号应以“号”结尾');
  const rest = no.slice(authority.length + 2, -1);
  const year = rest.slice(0, 4);
  if (!FOUR_DIGITS.test(year)) return fail(`备案凭证编号的年份“${year}”应为4位数字`);
  const serial = rest.slice(4);
  if (!FOUR_DIGITS.test(serial)) return fail(`备案凭证编号的流水号“${serial}”应为4位数字`);
  return { ok: true, kind: 'filing', deviceClass: 1, authority, year, serial };
}

/**
 * Checks a registration or filing certificate number; a wrong one gets a message naming the wrong part
 * (province, origin, year, class, category, serial, the final 号).
 */
export function validateCertNo(input: string): CertNoCheck {
  const no = input.trim();
  if (no === '') return fail('请输入注册证编号');
  const reg = no.indexOf('械注');
  if (reg > 0) return checkRegistration(no, no.slice(0, reg), no.slice(reg + 2, reg + 3));
  const filing = no.indexOf('械备');
  if (filing > 0) return checkFiling(no, no.slice(0, filing));
  return fail('注册证编号格式不正确：注册证应为“国械注准/国械注进/国械注许”或“省份简称+械注准”开头，备案凭证应为“X械备YYYYNNNN号”');
}
