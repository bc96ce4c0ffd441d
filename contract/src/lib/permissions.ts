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

/**
 * Does a holder of `keys` hold everything `key` grants (may they hand `key` on)? One of their keys
 * must match it segment by segment, a `*` segment of `key` matched only by `*`: `cms:*:*` covers
 * `cms:*:read` and `cms:content:read`, not `*`; narrower keys together never cover a wildcard, which
 * also grants keys added later. A lone `*` is read as `*:*:*` (every key has three segments).
 */
export function covers(keys: string[], key: string): boolean {
  return grants(keys, key === '*' ? '*:*:*' : key);
}
