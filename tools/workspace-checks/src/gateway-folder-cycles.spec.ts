/**
 * The gateway's domain folders depend on each other in one direction (apps/gateway/README.md
 * "Folder shape"): a cycle between folders means neither can be read, tested or moved without
 * the other. This check reads every import of the gateway's sources and fails on any cycle,
 * naming the imports that close it.
 */
import path from 'node:path';
import { gatewaySources, gatewaySrc } from './gateway-sources';

/**
 * The folder a source file (or an import's target, written without its extension) belongs to;
 * a file at the top of `src/` is its own node, named without its extension either way.
 */
export function folderOf(relative: string): string {
  const [first, ...rest] = relative.replace(/\.tsx?$/, '').split('/');
  return rest.length === 0 ? `(root)/${first}` : first!;
}

const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

export interface FolderEdge {
  readonly from: string;
  readonly to: string;
  /** The importing file and the imported path, to say where the edge is. */
  readonly site: string;
}

/** Every import between two different folders of the gateway's non-test sources. */
export function gatewayFolderEdges(): FolderEdge[] {
  const edges: FolderEdge[] = [];
  for (const { relative, text } of gatewaySources()) {
    for (const match of text.matchAll(IMPORT)) {
      const target = path
        .relative(gatewaySrc, path.resolve(gatewaySrc, path.dirname(relative), match[1]!))
        .split(path.sep)
        .join('/');
      if (target.startsWith('..')) continue;
      const from = folderOf(relative);
      const to = folderOf(target);
      if (from !== to) edges.push({ from, to, site: `${relative} → ${match[1]}` });
    }
  }
  return edges;
}

/** Strongly connected components with more than one node (Tarjan's algorithm). */
export function cycles(edges: readonly { from: string; to: string }[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, new Set());
    if (!next.has(to)) next.set(to, new Set());
    next.get(from)!.add(to);
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node)!) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

describe('the cycle finder', () => {
  it('finds a cycle through three folders and leaves a chain alone', () => {
    expect(
      cycles([
        { from: 'a', to: 'b' },
        { from: 'b', to: 'c' },
        { from: 'c', to: 'a' },
        { from: 'c', to: 'd' },
        { from: 'd', to: 'e' },
      ]),
    ).toEqual([['a', 'b', 'c']]);
  });
});

describe('folder nodes', () => {
  it('names a top-level file the same as its importers write it', () => {
    expect(folderOf('services.ts')).toBe(folderOf('services'));
    expect(cycles([
      { from: folderOf('orders/order-service.ts'), to: folderOf('services') },
      { from: folderOf('services.ts'), to: folderOf('orders/order-service') },
    ])).toEqual([['(root)/services', 'orders']]);
  });
});

describe('the gateway folders', () => {
  it('import each other without a cycle', () => {
    const edges = gatewayFolderEdges();
    expect(edges.length).toBeGreaterThan(50);
    const described = cycles(edges).map((component) => ({
      folders: component,
      imports: edges
        .filter((e) => component.includes(e.from) && component.includes(e.to))
        .map((e) => e.site),
    }));
    expect(described).toEqual([]);
  });
});
