// Compiles the server to one ESM file, server/dist/main.js, so `npm start` runs JavaScript instead of
// loading TypeScript through tsx at every start. Our own code and the contract (a workspace package
// that ships TypeScript) are bundled; every other package stays an import from node_modules.
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

await build({
  entryPoints: [path.join(root, 'server/src/main.ts')],
  outfile: path.join(root, 'server/dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@club/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
