// The layout query flags of spec 1 section 2 ('Query flags'), read from the hash route's query.
import { useSearchParams } from 'react-router';

export type LayoutFlags = {
  /** onlyShowContent=1: no chrome, a title bar with a close button instead */
  onlyShowContent: boolean;
  title: string | null;
  /** basic + defaulttype: the menu of app code `defaultType` instead of the entered app's */
  defaultType: string | null;
  menuPath: string | null;
  menuName: string | null;
  isDeepPage: boolean;
  tabName: string | null;
};

const nonEmpty = (value: string | null): string | null => (value && value.trim() ? value : null);
const isOn = (value: string | null): boolean => value !== null && !['', '0', 'false'].includes(value);

export function readLayoutFlags(params: URLSearchParams): LayoutFlags {
  return {
    onlyShowContent: params.get('onlyShowContent') === '1',
    title: nonEmpty(params.get('title')),
    defaultType: isOn(params.get('basic')) ? nonEmpty(params.get('defaulttype')) : null,
    menuPath: nonEmpty(params.get('menuPath')),
    menuName: nonEmpty(params.get('menuName')),
    isDeepPage: params.get('isDeepPage') === '1',
    tabName: nonEmpty(params.get('tabName')),
  };
}

export function useLayoutFlags(): LayoutFlags {
  const [params] = useSearchParams();
  return readLayoutFlags(params);
}
