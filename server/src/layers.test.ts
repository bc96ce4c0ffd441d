import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adjacency, importGraph, loops, unitGraph } from '../../scripts/import-graph';

/**
 * The server's layers (docs/ARCHITECTURE.md, "Layers"), lowest first. A unit imports only units of
 * its own layer or below, and no two units import each other, directly or around a loop. Domain
 * modules tell the modules above them what happened through events (kernel/events.ts); they never
 * call up.
 */
const LAYERS: { name: string; units: string[] }[] = [
  { name: 'foundation', units: ['config.ts', 'tables', 'kernel', 'db', 'money', 'jobs'] },
  {
    name: 'base',
    units: [
      'settings',
      'audit',
      'approval',
      'upload',
      'session',
      'captcha',
      'sms',
      'user',
      'auth',
      'admin',
      'dict',
      'message',
      'rewards',
      'coupon',
      'pay',
      'cms',
      'comm',
      'demo-open',
    ].map((m) => `modules/${m}`),
  },
  {
    name: 'domain',
    units: ['member', 'project', 'invest', 'recharge', 'withdraw', 'funds', 'member-admin'].map(
      (m) => `modules/${m}`,
    ),
  },
  {
    name: 'engagement',
    units: ['lottery', 'team', 'task', 'ranking', 'chat', 'danmu', 'report', 'dashboard', 'ops'].map(
      (m) => `modules/${m}`,
    ),
  },
  // The composition root (with its list of modules) and what starts, seeds or tests the whole app.
  {
    name: 'shell',
    units: ['modules/index.ts', 'app.ts', 'main.ts', 'bootstrap.ts', 'demo', 'scripts', 'test'],
  },
];

/**
 * What the bottom folders may import: the kernel and db import no module, money only those two. The
 * modules' table declarations (`modules/<m>/tables.ts`, one unit here) import nothing of ours; db
 * puts them together into its `Database` type.
 */
const FOUNDATION_MAY_IMPORT: Record<string, string[]> = {
  'config.ts': [],
  tables: [],
  kernel: ['config.ts', 'db'],
  db: ['tables'],
  money: ['kernel', 'db'],
  jobs: ['kernel'],
};

const root = path.resolve(import.meta.dirname);
const unitOf = (file: string) => {
  if (/^modules\/[\w-]+\/tables\.ts$/.test(file)) return 'tables';
  const [top, second] = file.split('/');
  return top === 'modules' ? `${top}/${second}` : top;
};
const files = importGraph(root);
const units = unitGraph(files, unitOf);
const layerOf = new Map(LAYERS.flatMap((layer, rank) => layer.units.map((u) => [u, rank] as const)));
const edgesOf = (from: string) => [...(units.get(from) ?? [])];

describe('server layers', () => {
  it('places every unit in a layer', () => {
    const unplaced = [...new Set([...files.keys()].map(unitOf))].filter((u) => !layerOf.has(u));
    expect(unplaced, 'add each new module or folder to LAYERS').toEqual([]);
  });

  it('has no loop of modules or folders', () => {
    expect(loops(adjacency(units))).toEqual([]);
  });

  it('has no loop of files', () => {
    expect(loops(files)).toEqual([]);
  });

  it('keeps kernel, db, money and jobs free of modules', () => {
    const wrong = Object.entries(FOUNDATION_MAY_IMPORT).flatMap(([from, allowed]) =>
      edgesOf(from).flatMap(([to, via]) => (allowed.includes(to) ? [] : via)),
    );
    expect(wrong).toEqual([]);
  });

  it('imports only downward or sideways', () => {
    const upward = [...units.keys()].flatMap((from) =>
      edgesOf(from).flatMap(([to, via]) =>
        (layerOf.get(to) ?? 0) > (layerOf.get(from) ?? 0) ? via.map((v) => `${v} (up a layer)`) : [],
      ),
    );
    expect(upward).toEqual([]);
  });
});
