// The region field of the partner form: province → city → district from the mall's area list, loaded a
// level at a time; the value is the last chosen code (any level). An existing code loads its path first.
import { useEffect, useState } from 'react';
import { Cascader } from 'antd';
import { useTranslation } from 'react-i18next';
import { areaList } from './partners-api';
import { areaCodePath } from './partner-kind';

type AreaOption = { value: string; label: string; isLeaf?: boolean; children?: AreaOption[] };

const LEVELS = 3;
const toOptions = (items: { code: string; name: string }[], depth: number): AreaOption[] =>
  items.map((a) => ({ value: a.code, label: a.name, isLeaf: depth >= LEVELS }));

const childrenOf = (path: string[]) =>
  path.length === 1 ? areaList({ provinceCode: path[0] }) : areaList({ cityCode: path[path.length - 1] });

// `id` comes from the Form.Item around it: its label points at that id (for=…), so the cascader's input carries it
export function RegionCascader({ id, value, onChange }: { id?: string; value?: string; onChange?: (code: string) => void }) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<AreaOption[]>([]);
  const [path, setPath] = useState<string[]>([]);

  // provinces, and the branches of the initial value's path
  useEffect(() => {
    let live = true;
    void (async () => {
      const provinces = toOptions(await areaList(), 1);
      const initial = value ? areaCodePath(value) : [];
      let level = provinces;
      const shown: string[] = [];
      for (const code of initial) {
        const node = level.find((o) => o.value === code);
        if (!node) break;
        shown.push(code);
        if (shown.length === initial.length || node.isLeaf) break;
        node.children = toOptions(await childrenOf(shown), shown.length + 1);
        level = node.children;
      }
      if (!live) return;
      setOptions(provinces);
      setPath(shown);
    })().catch(() => undefined);
    return () => {
      live = false;
    };
    // the initial value only: later changes come from the cascader itself
  }, []);

  const loadData = (selected: AreaOption[]) => {
    const target = selected[selected.length - 1]!;
    void childrenOf(selected.map((o) => o.value))
      .then((items) => {
        target.children = toOptions(items, selected.length + 1);
        setOptions((o) => [...o]);
      })
      .catch(() => undefined);
  };

  return (
    <Cascader<AreaOption>
      id={id}
      options={options}
      loadData={loadData}
      changeOnSelect
      allowClear
      value={path}
      placeholder={t('cmPartners:form.regionPlaceholder')}
      onChange={(codes) => {
        const next = (codes ?? []).map(String);
        setPath(next);
        onChange?.(next[next.length - 1] ?? '');
      }}
      data-testid="region-cascader"
    />
  );
}
