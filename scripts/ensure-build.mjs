// Builds the server, the member app and the back office when their dist is missing or older than
// their sources, so `npm start` on a fresh checkout runs and serves all three and a second start
// does not wait for a build.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const contract = newestMtime(path.join(root, 'contract/src'));
for (const [workspace, output, label, command] of [
  ['server', 'dist/main.js', 'the server', 'node scripts/build-server.mjs'],
  ['web', 'dist/index.html', 'the web app', 'npm run build --workspace web'],
  ['admin', 'dist/index.html', 'the back office', 'npm run build --workspace admin'],
]) {
  const built = path.join(root, workspace, output);
  const sources = Math.max(newestMtime(path.join(root, workspace)), contract);
  if (!fs.existsSync(built) || fs.statSync(built).mtimeMs < sources) {
    process.stdout.write(`Building ${label}…\n`);
    execSync(command, { cwd: root, stdio: 'inherit' });
  }
}
