import { type ResourceDef, resourceByModule, routeUrl } from '@parking/resources';
import { Cascader } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { get } from '../api/client';
import { fetchPage, type Row } from './resource-api';

type Option = { value: number; label: string; isLeaf?: boolean; children?: Option[] };

type Props = {
  /** The tree resource referred to (regions). */
  to: string;
  /** How deep a choice goes: the row of this level is the value (3: a district). */
  levels: number;
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  readonly?: boolean;
  id?: string;
  placeholder?: string;
};

const titleOf = (target: ResourceDef, row: Row) => String(row[target.titleField] ?? row.id);

async function childrenOf(target: ResourceDef, parentId: number, depth: number, levels: number): Promise<Option[]> {
  const page = await fetchPage(target, { current: 1, size: 1000, [target.treeParent ?? 'parentId']: parentId }, true);
  return page.data.map((row) => ({ value: Number(row.id), label: titleOf(target, row), isLeaf: depth + 1 >= levels }));
}

/** The chosen row and those above it, top first (a district, its city, its province). */
async function pathOf(target: ResourceDef, id: number, levels: number): Promise<Row[]> {
  const out: Row[] = [];
  let next: number | null = id;
  while (next != null && out.length < levels) {
    const row: Row = await get<Row>(
      routeUrl(target, target.routes.detail[0] ?? 'detail'),
      { [target.idParam]: next },
      { silent: true },
    );
    out.unshift(row);
    const parent = row[target.treeParent ?? 'parentId'];
    next = parent == null ? null : Number(parent);
  }
  return out;
}

/**
 * A reference chosen level by level down a tree (province, then city, then district), each level loaded
 * when its parent is opened; the form holds the last level's id.
 */
export function RefCascader({ to, levels, value, onChange, readonly, id, placeholder }: Props) {
  const target = resourceByModule.get(to);
  const [options, setOptions] = useState<Option[]>([]);
  const [path, setPath] = useState<number[]>([]);
  const [labels, setLabels] = useState<string[]>([]);
  const shown = useRef<number | null>(null);

  useEffect(() => {
    if (!target) return;
    let live = true;
    void (async () => {
      const roots = await childrenOf(target, 0, 0, levels);
      if (!live) return;
      if (value == null || shown.current === value) {
        if (value == null) {
          setPath([]);
          setLabels([]);
        }
        setOptions((known) => (known.length ? known : roots));
        return;
      }
      // open the tree down to the stored row so that the box shows its whole path
      const rows = await pathOf(target, value, levels);
      let level = roots;
      for (const [depth, row] of rows.entries()) {
        const node = level.find((o) => o.value === Number(row.id));
        if (!node || node.isLeaf) break;
        node.children = await childrenOf(target, node.value, depth + 1, levels);
        level = node.children;
      }
      if (!live) return;
      shown.current = value;
      setOptions(roots);
      setPath(rows.map((r) => Number(r.id)));
      setLabels(rows.map((r) => titleOf(target, r)));
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [target, value, levels]);

  if (!target) return null;
  if (readonly) return <span>{labels.join(' / ') || '-'}</span>;
  return (
    <div style={{ width: '100%' }}>
      <Cascader<Option>
        id={id}
        options={options}
        value={path.length ? path : undefined}
        placeholder={placeholder}
        showSearch={false}
        allowClear
        style={{ width: '100%' }}
        loadData={async (selected) => {
          const node = selected[selected.length - 1];
          if (!node) return;
          node.children = await childrenOf(target, node.value, selected.length, levels);
          // a city without districts is itself the choice
          if (!node.children.length) {
            node.children = undefined;
            node.isLeaf = true;
          }
          setOptions((known) => [...known]);
        }}
        onChange={(chosen, rows) => {
          const ids = (chosen ?? []).map(Number);
          const last = ids[ids.length - 1];
          shown.current = last ?? null;
          setPath(ids);
          setLabels((rows ?? []).map((r) => r.label));
          onChange?.(last);
        }}
      />
    </div>
  );
}
