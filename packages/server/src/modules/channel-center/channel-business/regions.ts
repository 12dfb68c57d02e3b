// Names of the area codes a channel business record covers: provinces and cities of china-area-data
// (the mall centre's area tree); a municipality's '市辖区' reads as the municipality.
import { cityName, isProvince, provinceName } from '../../mall-center/areas/areas.service.js';

const GENERIC_CITIES = new Set(['市辖区', '县', '省直辖县级行政区划', '自治区直辖县级行政区划']);

/** '江苏省南京市', '北京市', '江苏省'; undefined for a code that is neither a province nor a city. */
export function regionName(code: string): string | undefined {
  if (isProvince(code)) return provinceName(code);
  const province = `${code.slice(0, 2)}0000`;
  const city = cityName(province, code);
  if (city === undefined) return undefined;
  const p = provinceName(province) ?? '';
  return GENERIC_CITIES.has(city) ? p : `${p}${city}`;
}
