// Reference data of system setup (zod-free, web and server): pick-up addresses (/systemSetup/PickUpAddress),
// the project status dictionary (/systemSetup/projectStatus) and the enterprise registry data imported from
// Excel (/systemSetup/qichachaData and /import-records).

/** A contact phone of a pick-up point: a mobile number or a landline with its area code (and extension). */
export const PICK_UP_PHONE_RULE = /^(?:1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(?:-\d{1,6})?)$/;
export const PICK_UP_NAME_MAX = 60;
export const PICK_UP_ADDRESS_MAX = 200;
export const PICK_UP_HOURS_MAX = 60;

/** #RRGGBB */
export const PROJECT_STATUS_COLOR_RULE = /^#[0-9A-Fa-f]{6}$/;
/** letters, digits and underscores, starting with a letter */
export const PROJECT_STATUS_CODE_RULE = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;
/** The common statuses every tenant starts with (code, name, colour). */
export const DEFAULT_PROJECT_STATUSES = [
  { code: 'draft', name: '草稿', color: '#8C8C8C' },
  { code: 'planning', name: '立项中', color: '#1677FF' },
  { code: 'bidding', name: '招投标', color: '#722ED1' },
  { code: 'inProgress', name: '进行中', color: '#13C2C2' },
  { code: 'accepted', name: '已验收', color: '#52C41A' },
  { code: 'suspended', name: '已暂停', color: '#FAAD14' },
  { code: 'closed', name: '已关闭', color: '#595959' },
] as const;

/** 登记状态 of the enterprise registry. */
export const REGISTRY_STATUSES = ['存续', '在业', '迁入', '迁出', '停业', '清算', '吊销', '注销'] as const;
export type RegistryStatus = (typeof REGISTRY_STATUSES)[number];
/** Statuses of a company that no longer trades: shown as a warning where the data pre-fills a form. */
export const REGISTRY_INACTIVE_STATUSES: readonly RegistryStatus[] = ['停业', '清算', '吊销', '注销'];

export const REGISTRY_IMPORT_KIND = 'sys.qichacha';
export const REGISTRY_IMPORT_SHEET = '企业工商数据';
/** The template's header row; * marks a required column. */
export const REGISTRY_IMPORT_HEADERS = [
  '企业名称*',
  '统一社会信用代码*',
  '法定代表人*',
  '注册资本',
  '登记状态*',
  '注册地址',
  '成立日期',
] as const;
export const REGISTRY_IMPORT_MAX_ROWS = 10_000;
export const REGISTRY_IMPORT_BATCH_ROWS = 500;
export const REGISTRY_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const REGISTRY_EXPORT_MAX_ROWS = 10_000;
export const REGISTRY_LOOKUP_MAX = 10;
