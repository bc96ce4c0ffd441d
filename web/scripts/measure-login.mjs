// Measures what the login route downloads on a first visit: the entry, the login page, the
// current language's first-screen texts (en.json?texts=first) and antd's English locale, with every chunk they import statically.
// Usage: npx vite build --manifest && node scripts/measure-login.mjs
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
// The language's first-screen texts (src/i18n/first-screen.ts): what login fetches of en.json.
const roots = ['index.html', 'src/features/auth/login-page.tsx', 'src/i18n/locales/en.json?texts=first'];
const antdEn = Object.keys(manifest).find((k) => k.endsWith('antd-mobile/es/locales/en-US.js'));
if (antdEn) roots.push(antdEn);

const js = new Set();
const css = new Set();
const visit = (key) => {
  const entry = manifest[key];
  if (!entry || js.has(entry.file)) return;
  js.add(entry.file);
  for (const c of entry.css ?? []) css.add(c);
  for (const dep of entry.imports ?? []) visit(dep);
};
for (const root of roots) {
  if (!manifest[root]) throw new Error(`not in manifest: ${root}`);
  visit(root);
}
const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const sum = (files) => [...files].reduce((total, f) => total + gz(f), 0);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
for (const f of [...js].sort((a, b) => gz(b) - gz(a))) console.log(`  ${f.padEnd(48)} ${kb(gz(f))}`);
console.log(`login route JS:  ${js.size} files, ${kb(sum(js))} gzipped (budget 138 KB)`);
console.log(`login route CSS: ${css.size} files, ${kb(sum(css))} gzipped (budget 25 KB)`);
