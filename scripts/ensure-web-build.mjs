// Builds the web app when web/dist is missing or older than its sources, so `npm start` on a fresh
// checkout serves the app and a second start does not wait for a build it does not need.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = Math.max(newestMtime(path.join(root, 'web')), newestMtime(path.join(root, 'contract/src')));
if (!fs.existsSync(built) || fs.statSync(built).mtimeMs < sources) {
  process.stdout.write('Building the web app…\n');
  execSync('npm run build --workspace web', { cwd: root, stdio: 'inherit' });
}
