import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_TEXTS, textsPart } from './first-screen';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('./locales/*.json', { eager: true, import: 'default' });

/**
 * What the login route shows without leaving it: the page, its shell and fields, the area-code popup
 * and slider puzzle it opens, validation and error toasts, and the app's notices around every page.
 */
const loginScreen = import.meta.glob<string>(
  [
    '../features/auth/login-page.tsx',
    '../features/auth/complete-login.ts',
    '../features/auth/area-code.ts',
    '../features/auth/components/{auth-shell,area-code-picker,area-code-popup,area-code-list,captcha,slider-captcha}.tsx',
    '../features/offline/*.tsx',
    '../app/{app,layout,navigation-progress,providers}.tsx',
    '../ui/{text-field,page-loading,connection-timeout}.tsx',
    '../ui/{validation,toast}.ts',
    '../api/{client,errors}.ts',
    '!**/*.test.*',
  ],
  { eager: true, query: '?raw', import: 'default' },
);

function merge(a: Tree, b: Tree): Tree {
  const out: Tree = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const mine = out[k];
    out[k] = typeof mine === 'object' && typeof v === 'object' ? merge(mine, v) : v;
  }
  return out;
}

function has(tree: Tree, path: string): boolean {
  let node: string | Tree | undefined = tree;
  for (const key of path.split('.').filter(Boolean)) node = typeof node === 'object' ? node[key] : undefined;
  return node !== undefined;
}

describe('the first-screen texts (the login route’s first load)', () => {
  const en = files['./locales/en.json'] as Tree;
  const first = textsPart(en, 'first');

  it('name texts that exist', () => {
    for (const path of FIRST_SCREEN_TEXTS) expect(has(en, path), path).toBe(true);
  });

  it.each(Object.keys(files))('%s: the two parts merged are the whole file', (file) => {
    const messages = files[file] as Tree;
    expect(merge(textsPart(messages, 'first'), textsPart(messages, 'rest'))).toEqual(messages);
  });

  it('hold every text the login screen asks for', () => {
    expect(Object.keys(loginScreen).length).toBeGreaterThan(15);
    const asked = new Set<string>();
    for (const source of Object.values(loginScreen)) {
      // t('auth.login') and t(`errors.${name}`): a template's fixed start names its group.
      for (const m of source.matchAll(/\bt\(\s*(?:'([\w.]+)'|`([\w.]+)\$\{)/g)) asked.add(m[1] ?? m[2] ?? '');
      // t(type === 'register' ? 'auth.registerSuccess' : 'auth.loginSuccess')
      for (const m of source.matchAll(/\bt\([^()]*?\?\s*'([\w.]+)'\s*:\s*'([\w.]+)'/g)) {
        asked.add(m[1] ?? '');
        asked.add(m[2] ?? '');
      }
    }
    expect(asked.size).toBeGreaterThan(20);
    expect([...asked].filter((key) => !has(first, key))).toEqual([]);
  });
});
