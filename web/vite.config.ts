import fs from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from '../scripts/vite-precompress';
import { textsPart } from './src/i18n/first-screen';

const server = 'http://localhost:8080';

/** The club's name and line as the app shows them when no operator has set its own (`site.*`). */
const site: { name: string; description: string } = JSON.parse(
  fs.readFileSync(new URL('../contract/src/i18n/en.json', import.meta.url), 'utf8'),
).site;

/**
 * Installable, and opens to its shell offline. `prompt`: a new build waits until the member taps
 * Reload (features/offline), never swapping code under a half-filled form. The app registers the
 * worker itself after the first load (features/offline/register-sw), so the plugin injects nothing.
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  // The icons are in the precache through globPatterns already.
  includeManifestIcons: false,
  manifest: {
    name: site.name,
    short_name: site.name,
    description: site.description,
    theme_color: '#c9a14a',
    background_color: '#fbf3df',
    display: 'standalone',
    start_url: './',
    scope: './',
    icons: [
      { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The shell and every page's chunk; not the precompressed copies (the server picks those itself).
    globPatterns: ['**/*.{js,css,html,png,svg,woff2}'],
    // One file to fetch and check for updates, not sw.js plus a workbox runtime beside it.
    inlineWorkboxRuntime: true,
    navigateFallback: 'index.html',
    // The back office, the API and uploads are the server's, never the member shell.
    navigateFallbackDenylist: [/^\/admin(?:\/|$)/, /^\/api\//, /^\/uploads\//],
    // No route for /api: money and balances must never come from a cache. Public uploads (posters,
    // article images) only: a private file (signed `sig` link) stays out of any cache.
    runtimeCaching: [
      {
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && url.pathname.startsWith('/uploads/') && !url.searchParams.has('sig'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'uploads',
          expiration: { maxEntries: 80, maxAgeSeconds: 7 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
});

/**
 * What every route's first load runs anyway, in one chunk (`boot`) instead of the twenty-odd small
 * files the automatic split made of it, each a request a phone queues on HTTP/1.1. Only what the
 * entry needs belongs here: a module only some pages use would load on every route (the login's
 * first load is watched by bench/bundle-size.mjs).
 */
const BOOT = [
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|i18next|react-i18next|zustand|use-sync-external-store|react-is)[\\/]/,
  /web[\\/]src[\\/](api[\\/](client|errors|session|paged)|i18n[\\/]index|lib[\\/]storage)\.ts$/,
  // What routes.tsx prefetches a first page's data with (and the pages import too); not the other
  // endpoints of those folders, which only pages use.
  /web[\\/]src[\\/]shared[\\/](query-client|api[\\/](get-(config|person|member-check|content-page|hot-projects)|project-keys))\.ts$/,
  /web[\\/]src[\\/]features[\\/](home[\\/]api[\\/](banner-image|get-project-home)|project[\\/]api[\\/]get-project-detail)\.ts$/,
  /contract[\\/]src[\\/]lib[\\/](envelope|errors|schema-loader)\.ts/,
  /web[\\/]src[\\/]ui[\\/](connection-timeout|ui\.module|offline-glyph|use-online)/,
  // What nearly every first screen (login, home and most pages) loads besides: its title, the layers
  // behind Back, the lazy popups and antd's Button. Small modules, each a chunk of its own before,
  // weighed ~0.1-0.2 KB gzipped more per file than inside this one.
  /web[\\/]src[\\/](shared[\\/]page|ui[\\/](layers|lazy-once))\.tsx?$/,
  /node_modules[\\/]antd-mobile[\\/]es[\\/](components[\\/]button[\\/]|utils[\\/]merge-locale\.js)/,
  /node_modules[\\/](tslib|classnames)[\\/]/,
  /node_modules[\\/]ahooks[\\/]es[\\/]useMemoizedFn[\\/]/,
  /node_modules[\\/]antd-mobile[\\/]es[\\/](global|locales[\\/]base|components[\\/]dot-loading)[\\/.]/,
  /node_modules[\\/]antd-mobile[\\/]es[\\/]utils[\\/](can-use-dom|native-props|with-default-props|attach-properties-to-component)\.js/,
];

/**
 * zod and the contract's building blocks that its schema modules share (ids, amounts, texts, pages,
 * the admin list bodies): one chunk, fetched beside the first answer. Each schema module is a chunk
 * of its own, loaded by the answers that need it (api/client.ts). The contract's zod-free helpers
 * (`contract/src/lib/`: languages, amount texts, money math) stay out, and a lint rule keeps zod out
 * of them (biome.json), so a page importing one never loads zod with it.
 */
const CONTRACT_BASE = /node_modules[\\/]zod[\\/]|contract[\\/]src[\\/](ids|money|text|paging|admin)\.ts$/;

/**
 * `locales/<code>.json?texts=first` and `?texts=rest`: the language's login-screen texts and all the
 * others (src/i18n/first-screen.ts), two chunks, so the login's first load fetches the small one.
 * Vite's JSON plugin makes a module of what this returns. The tests run without this config: there
 * i18n/index.ts loads each file whole.
 */
function localeParts(): Plugin {
  return {
    name: 'club:locale-parts',
    enforce: 'pre',
    load(id) {
      const match = /[\\/]src[\\/]i18n[\\/]locales[\\/][\w-]+\.json\?texts=(first|rest)$/.exec(id);
      if (!match) return null;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const part = textsPart(JSON.parse(fs.readFileSync(file, 'utf8')), match[1] as 'first' | 'rest');
      return { code: JSON.stringify(part), moduleType: 'json' };
    },
  };
}

/**
 * antd-mobile's ConfigProvider defaults to its Chinese texts, imported statically, so every route's
 * first load carried them (~1.3 KB gzipped) though the app always gives it the member's language
 * (app/antd-locale.ts) before the first render. Its default becomes antd's English texts; the
 * Chinese ones load only for a member who reads Chinese.
 */
function antdDefaultLocale(): Plugin {
  return {
    name: 'club:antd-default-locale',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source !== '../../locales/zh-CN' ||
        !/antd-mobile[\\/]es[\\/]components[\\/]config-provider[\\/]/.test(importer ?? '')
      ) {
        return null;
      }
      return this.resolve('../../locales/en-US', importer, { skipSelf: true });
    },
  };
}

/**
 * antd-mobile-icons, smaller: its path data to 0.01 of the 48-unit box (it has up to 8 decimals, a
 * 50,000th of an icon's width) and without its editor's `id`s and invisible 48 × 48 rect. About
 * 40 % off each icon's chunk; home's first screen shows ~15 of them, login 4. An icon that refers to
 * an id of its own (a mask, a gradient) keeps them.
 */
function compactIcons(): Plugin {
  return {
    name: 'club:compact-icons',
    transform(code, id) {
      if (!/node_modules[\\/]antd-mobile-icons[\\/]es[\\/]\w+\.js$/.test(id)) return null;
      let out = code.replace(/(d: ")([^"]*)"/g, (_, start: string, d: string) => {
        const rounded = d.replace(/\d+\.\d{3,}/g, (n) => String(Math.round(Number(n) * 100) / 100));
        return `${start}${rounded}"`;
      });
      if (!/url\(#|[hH]ref|clipPath|mask/.test(code)) {
        out = out
          .replace(/\bid: "[^"]*",?\s*/g, '')
          .replace(
            /\/\*#__PURE__\*\/React\.createElement\("rect", \{\s*fill: "#FFFFFF",\s*opacity: 0,\s*x: 0,\s*y: 0,\s*width: 48,\s*height: 48\s*\}\),\s*/g,
            '',
          );
      }
      return { code: out, map: null };
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  // Relative asset paths: the server mounts the built app at `/`, and the app stays movable.
  base: './',
  plugins: [localeParts(), antdDefaultLocale(), compactIcons(), react(), pwa, precompress()],
  resolve: {
    // npm hoists React 18 to the root for antd-mobile's dependencies (@react-spring, rc-*) while
    // this workspace has React 19: one React for every import, or hooks break at run time.
    dedupe: ['react', 'react-dom', 'scheduler'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // No <link rel=modulepreload>: the helper appended one per chunk a page imports, up to fifty, each
    // a few milliseconds of a slow phone's main thread in the task that asks for the page, and the
    // entry's in index.html shared the first paint's bandwidth with its styles. The browser finds the
    // same chunks in the imports. Lighthouse's mobile run (bench/README.md): first paint ~350 ms
    // sooner on home, a project and Me, and blocking time no worse.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'boot',
              test: (id) => BOOT.some((re) => re.test(id)),
              priority: 2,
            },
            { name: 'contract-base', test: (id) => CONTRACT_BASE.test(id), priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: server, changeOrigin: true, ws: true },
      '/uploads': { target: server, changeOrigin: true },
    },
  },
});
