import type { TEpsColumn, TEpsController } from '@club/contract';
import type { RouteEntry } from '../../kernel/http';

/** Where the endpoints the member app may call live; operator routes stay out of the list. */
const LISTED = ['/api/app/', '/api/open/'];

/**
 * The endpoint list of `base/comm/eps`, read from the route table the HTTP kernel keeps, so it names
 * exactly the routes that answer. `columns` gives the table a controller edits, by prefix.
 */
export function endpointsOf(
  routes: readonly RouteEntry[],
  columns: Readonly<Record<string, TEpsColumn[]>> = {},
): Record<string, TEpsController[]> {
  const controllers = new Map<string, TEpsController>();
  for (const route of routes) {
    if (!LISTED.some((p) => route.url.startsWith(p))) continue;
    // The client adds the `/api` base itself, as the template's prefixes leave it out.
    const path = route.url.slice('/api'.length);
    const cut = path.lastIndexOf('/');
    const prefix = path.slice(0, cut);
    let controller = controllers.get(prefix);
    if (!controller) {
      controller = {
        module: path.split('/')[2],
        name: prefix.slice(prefix.lastIndexOf('/') + 1),
        prefix,
        api: [],
        columns: columns[prefix] ?? [],
      };
      controllers.set(prefix, controller);
    }
    // The kernel's default for these two prefixes when a route declares none (kernel/http.ts).
    const auth = route.auth ?? (route.url.startsWith('/api/app/') ? 'member' : 'public');
    controller.api.push({
      method: route.method,
      path: path.slice(cut),
      ignoreToken: auth === 'public' || auth === 'optional',
    });
  }
  const byModule: Record<string, TEpsController[]> = {};
  for (const controller of controllers.values()) {
    byModule[controller.module] ??= [];
    byModule[controller.module].push(controller);
  }
  return byModule;
}
