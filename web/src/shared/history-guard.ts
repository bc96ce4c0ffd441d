/**
 * An entry pushed above the current page in the browser's history, on the page's own address: the
 * device's back button pops it (a `popstate` the page answers) instead of leaving the page. `key`
 * tells one guard's entries from another's.
 */
export function historyGuard(key: string) {
  return {
    /** True while the guard is the current history entry. */
    isCurrent: () => Boolean((window.history.state as Record<string, unknown> | null)?.[key]),
    push: () => window.history.pushState({ ...(window.history.state ?? {}), [key]: true }, ''),
  };
}
