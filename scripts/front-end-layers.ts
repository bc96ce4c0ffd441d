// The layer rules both front ends share (docs/ARCHITECTURE.md, "Layers"): app/ (the shell) imports
// the features; a feature imports shared/, ui/, api/, i18n/, lib/ and itself; shared/ and ui/ import no
// feature and not app/. Biome's noRestrictedImports (biome.json) stops most wrong imports as they are
// written; these tests read the whole graph, so a loop through several files or folders fails too.
import { describe, expect, it } from 'vitest';
import { adjacency, type ImportGraph, importGraph, loops, unitGraph } from './import-graph';

/** A file's unit: each feature on its own, else its top folder (app, shared, ui, api, i18n, lib), or the entry file. */
const unitOf = (file: string) => {
  const [top, feature] = file.split('/');
  return top === 'features' ? `features/${feature}` : (top as string);
};

/** Every import from a file matching `from` to a file matching `to`, as "file → target". */
function edges(of: ImportGraph, from: RegExp, to: RegExp): string[] {
  return [...of].flatMap(([file, targets]) =>
    from.test(file) ? [...targets].filter((t) => to.test(t)).map((t) => `${file} → ${t}`) : [],
  );
}

/**
 * The layer tests of one front end. `probe` is an import the app is known to have (the test fails
 * if the graph does not show it, so a wrong root cannot pass), `minFiles` how many files it has at least.
 */
export function describeFrontEndLayers(
  name: string,
  root: string,
  probe: { from: string; to: string; minFiles: number },
) {
  // Tests are left out of the loops (a test may reach across layers to set its subject up), not of the directions.
  const graph = importGraph(root);
  const withTests = importGraph(root, { withTests: true });

  describe(`${name} layers`, () => {
    it('reads the whole app', () => {
      expect(graph.get(probe.from)?.has(probe.to)).toBe(true);
      expect(graph.size).toBeGreaterThan(probe.minFiles);
    });

    it('has no import loop between files', () => {
      const found = loops(graph);
      expect(found, `import loops:\n${found.map((l) => l.join(' ⇄ ')).join('\n')}`).toEqual([]);
    });

    it('has no feature importing app/, the shell above them', () => {
      const found = edges(withTests, /^features\//, /^app\//);
      expect(found, `features → app/:\n${found.join('\n')}`).toEqual([]);
    });

    it('has shared/ and ui/ import no feature and not app/', () => {
      const found = edges(withTests, /^(shared|ui)\//, /^(features|app)\//);
      expect(found, `shared/ or ui/ → a feature or app/:\n${found.join('\n')}`).toEqual([]);
    });

    it('has no loop between app/, the features and the folders below them', () => {
      const units = unitGraph(graph, unitOf);
      const found = loops(adjacency(units));
      const shown = found.map((loop) =>
        loop
          .flatMap((from) => loop.flatMap((to) => units.get(from)?.get(to) ?? []))
          .map((edge) => `  ${edge}`)
          .join('\n'),
      );
      expect(found, `folder loops, through:\n${shown.join('\n\n')}`).toEqual([]);
    });
  });
}
