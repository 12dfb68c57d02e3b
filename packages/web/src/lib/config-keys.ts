// Configuration by keys from the config centre (spec 1 section 7 'Shell calls'), for the entered app.
import type { configMapEnvelope, getByKeysBody } from '@medportal/contracts/config/config.contract';
import { CONFIG_API } from '@medportal/contracts/common/api-paths';
import { post } from './api-client';
import { readSessionCookie } from './session-cookies';
import { shellEffects } from './shell-effects';

// zod's z.input / z.output read these same fields; the web does not depend on zod itself.
type GetByKeysRequest = (typeof getByKeysBody)['_zod']['input'];
export type ConfigValues = (typeof configMapEnvelope)['_zod']['output']['payload'];

export const CONFIG_BY_KEYS_URL = CONFIG_API.configGetByKeys;
export const CONFIG_KEYS_ARG_ERROR = '请传入 keys 数组或 {keys:[],data:{}} 对象';

export type ConfigKeysArg = string[] | { keys: string[]; data?: unknown };

function parseArg(arg: unknown): { keys: string[]; extras: unknown } {
  if (Array.isArray(arg)) return { keys: arg as string[], extras: undefined };
  if (typeof arg === 'object' && arg !== null && Array.isArray((arg as { keys?: unknown }).keys)) {
    const { keys, data } = arg as { keys: string[]; data?: unknown };
    return { keys, extras: data };
  }
  throw new Error(CONFIG_KEYS_ARG_ERROR);
}

/** Throws at once on a wrong argument; resolves with key -> value (null for a key without an entry). */
export function fetchConfigByKeys(arg: ConfigKeysArg): Promise<ConfigValues> {
  const { keys, extras } = parseArg(arg);
  const { businessCode, factoryCompanyId } = shellEffects().currentApp();
  const body: GetByKeysRequest = {
    businessCode,
    companyId: readSessionCookie('companyId') ?? null,
    // the stored factory company id is the string 'null' when the app has none
    groupId: factoryCompanyId === 'null' || factoryCompanyId === null ? '' : factoryCompanyId,
    keys,
    extras,
  };
  return post<ConfigValues>(CONFIG_BY_KEYS_URL, body).then((envelope) => envelope.payload);
}
