/**
 * Does a role's key list grant `required`? Keys are `module:submodule:action`; a `*` segment (or a
 * lone `*`) matches any value, so `finance:*:*` covers every finance action.
 */
export function grants(keys: string[], required: string): boolean {
  const want = required.split(':');
  return keys.some((key) => {
    if (key === '*') return true;
    const have = key.split(':');
    return have.length === want.length && have.every((part, i) => part === '*' || part === want[i]);
  });
}
