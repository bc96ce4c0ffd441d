/**
 * The texts of the login screen and of what it can show without leaving it (the app's notices, the
 * area-code list, the slider puzzle, validation and error toasts): a group's whole key, or one text's
 * path. Each language's file is built into two chunks (vite.config.ts, `?texts=first|rest`): the
 * login route's first load fetches the first only, and every other page waits for the rest
 * (app/routes.tsx), so no screen ever shows a key. first-screen.test.ts checks the login's texts.
 */
export const FIRST_SCREEN_TEXTS = [
  'auth',
  'captcha',
  'common',
  'errors',
  'fields',
  'offline',
  'validation',
  'pages.home',
  'pages.login',
  'pages.selectCountry',
] as const;

export type TextsPart = 'first' | 'rest';

type Tree = { [key: string]: string | Tree };

function at(tree: Tree, path: string[]): string | Tree | undefined {
  let value: string | Tree | undefined = tree;
  for (const key of path) value = typeof value === 'object' ? value[key] : undefined;
  return value;
}

/** A locale file's first-screen texts, or all the others; the two merged deeply give the file back. */
export function textsPart(messages: Tree, part: TextsPart): Tree {
  const paths = FIRST_SCREEN_TEXTS.map((p) => p.split('.'));
  if (part === 'first') {
    const first: Tree = {};
    for (const path of paths) {
      const value = at(messages, path);
      if (value === undefined) continue;
      let node = first;
      for (const key of path.slice(0, -1)) {
        node[key] ??= {};
        node = node[key] as Tree;
      }
      node[path[path.length - 1] as string] = value;
    }
    return first;
  }
  const rest: Tree = structuredClone(messages);
  for (const path of paths) {
    const parent = at(rest, path.slice(0, -1));
    if (typeof parent === 'object') delete parent[path[path.length - 1] as string];
  }
  // A group left empty (all its texts are first-screen ones) is dropped.
  for (const [key, value] of Object.entries(rest)) {
    if (typeof value === 'object' && Object.keys(value).length === 0) delete rest[key];
  }
  return rest;
}
