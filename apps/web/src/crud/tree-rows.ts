import type { Row } from './resource-api';

export type TreeRow = Row & { children?: TreeRow[] };

/**
 * Rows nested under their parents. A row whose parent is not among them (filtered out by a search) is shown
 * at the top, as is any row of a loop of parents, so that no row found is left out.
 */
export function toTree(rows: Row[], parentKey: string): TreeRow[] {
  const nodes = new Map<Row['id'], TreeRow>(rows.map((r) => [r.id, { ...r, children: undefined }]));
  const roots: TreeRow[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id) as TreeRow;
    const parentId = row[parentKey] as Row['id'] | null | undefined;
    const parent = parentId != null && parentId !== row.id ? nodes.get(parentId) : undefined;
    if (!parent) roots.push(node);
    else if (parent.children) parent.children.push(node);
    else parent.children = [node];
  }
  const reached = new Set<Row['id']>();
  const walk = (list: TreeRow[]) => {
    for (const n of list) {
      if (reached.has(n.id)) continue;
      reached.add(n.id);
      if (n.children) walk(n.children);
    }
  };
  walk(roots);
  for (const node of nodes.values()) {
    if (!reached.has(node.id)) {
      roots.push(node);
      walk([node]);
    }
  }
  return roots;
}

/** The rows of a tree that have children (what "expand all" opens). */
export const parentsIn = (tree: TreeRow[]): Row['id'][] =>
  tree.flatMap((n) => (n.children?.length ? [n.id, ...parentsIn(n.children)] : []));
