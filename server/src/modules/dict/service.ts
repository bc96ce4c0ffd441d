import type { LanguageCode, TDictEntry } from '@club/contract';
import type { Db } from '../../db';
import { hasMessage, translate } from '../../kernel/i18n';
import { distinctTypes, entriesOfTypes } from './repo';

/** A stored name, shown in the reader's language when the catalogue has `dict.<type>.<value>`. */
function label(lang: LanguageCode, key: string, fallback: string) {
  return hasMessage(lang, key) || hasMessage('en', key) ? translate(lang, key) : fallback;
}

/** Entries per type as trees by parentId, siblings by orderNum; an empty value means the id. */
export async function dictData(
  db: Db,
  types: string[],
  lang: LanguageCode,
): Promise<Record<string, TDictEntry[]>> {
  const rows = await entriesOfTypes(db, [...new Set(types)]);
  const nodes = new Map<number, TDictEntry & { type: string }>();
  for (const r of rows) {
    const value = r.value === '' ? String(r.id) : r.value;
    nodes.set(r.id, {
      type: r.type,
      id: r.id,
      name: label(lang, `dict.${r.type}.${value}`, r.name),
      value,
      parentId: r.parent_id,
      orderNum: r.order_num,
      children: [],
    });
  }
  const result: Record<string, TDictEntry[]> = Object.fromEntries(types.map((t) => [t, []]));
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    const { type, ...entry } = node;
    if (parent) parent.children.push(entry);
    else result[type].push(entry);
  }
  return result;
}

export async function dictTypes(db: Db, lang: LanguageCode) {
  return (await distinctTypes(db)).map((type) => ({ type, name: label(lang, `dict.types.${type}`, type) }));
}
