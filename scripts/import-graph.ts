// The import graph of a source folder, read from the files as text, for the tests that keep each
// app's layers pointing one way (docs/ARCHITECTURE.md, "Layers"). Relative imports only: a package
// import cannot make a loop of our own files.
import fs from 'node:fs';
import path from 'node:path';

/** Each file (relative to the root, `/`-separated) and the files of the same root it imports. */
export type ImportGraph = Map<string, Set<string>>;

const STATIC = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/g;
const DYNAMIC = /import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

function resolveImport(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/**
 * Tests and their fixtures (`*.test.ts`, `*.fixtures.ts`) are left out: a test may reach across
 * layers to set its subject up.
 */
export function importGraph(root: string, options: { withTests?: boolean } = {}): ImportGraph {
  const graph: ImportGraph = new Map();
  const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');
  for (const file of sourceFiles(root)) {
    if (!options.withTests && /\.(test|fixtures)\.tsx?$/.test(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    const targets = new Set<string>();
    for (const pattern of [STATIC, DYNAMIC]) {
      for (const match of text.matchAll(pattern)) {
        const target = resolveImport(file, match[1]);
        if (target?.startsWith(root + path.sep)) targets.add(rel(target));
      }
    }
    graph.set(rel(file), targets);
  }
  return graph;
}

/** The graph of the units files belong to (`unitOf` names a file's unit): an edge per pair, with its files. */
export function unitGraph(graph: ImportGraph, unitOf: (file: string) => string) {
  const units = new Map<string, Map<string, string[]>>();
  for (const [file, targets] of graph) {
    const from = unitOf(file);
    for (const target of targets) {
      const to = unitOf(target);
      if (to === from) continue;
      const edges = units.get(from) ?? new Map<string, string[]>();
      units.set(from, edges);
      edges.set(to, [...(edges.get(to) ?? []), `${file} → ${target}`]);
    }
  }
  return units;
}

/** Every loop: the strongly connected parts of more than one node (Tarjan), each sorted. */
export function loops(edges: Map<string, Iterable<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const next = (node: string) => [...(edges.get(node) ?? [])];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const target of next(node)) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) as number, low.get(target) as number));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) as number, index.get(target) as number));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const part: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      part.push(member);
    } while (member !== node);
    if (part.length > 1) found.push(part.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The unit graph as a plain adjacency map, for `loops`. */
export const adjacency = (units: Map<string, Map<string, string[]>>) =>
  new Map([...units].map(([unit, edges]) => [unit, [...edges.keys()]]));
