import type { TSettingType } from '@club/contract';
import * as z from 'zod';

/** What the back office needs to render an input for a value: derived from a zod schema. */
export type SettingShape = {
  type: TSettingType;
  nullable: boolean;
  min?: number;
  max?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  options?: string[];
  minItems?: number;
  maxItems?: number;
};
export type SettingDescriptor = SettingShape & { item?: SettingShape };

/** The part of JSON Schema that `z.toJSONSchema` writes for the schemas settings use. */
type JsonNode = {
  type?: string | string[];
  anyOf?: JsonNode[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  items?: JsonNode;
  minItems?: number;
  maxItems?: number;
};

// zod writes the safe-integer range as the bounds of every `.int()`; that is no bound to show.
const bound = (n: number | undefined) =>
  n === undefined || Math.abs(n) >= Number.MAX_SAFE_INTEGER ? undefined : n;

/** Leaves out the keys that are undefined, so the answer carries only the facts a schema has. */
function defined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

function shapeOf(node: JsonNode): { shape: SettingShape; items?: JsonNode } {
  let nullable = false;
  let n = node;
  // `.nullable()` is written as `anyOf: [X, {type: 'null'}]`, or `type: [t, 'null']` for bare types.
  if (n.anyOf) {
    const rest = n.anyOf.filter((a) => a.type !== 'null');
    nullable = rest.length < n.anyOf.length;
    if (rest.length !== 1) return { shape: { type: 'json', nullable } };
    n = rest[0];
  }
  let type = n.type;
  if (Array.isArray(type)) {
    nullable ||= type.includes('null');
    const rest = type.filter((t) => t !== 'null');
    type = rest.length === 1 ? rest[0] : undefined;
  }
  const common = { nullable };
  if (n.enum?.every((v) => typeof v === 'string')) {
    return { shape: { type: 'enum', ...common, options: n.enum as string[] } };
  }
  switch (type) {
    case 'integer':
    case 'number':
      return {
        shape: defined({
          type: type === 'integer' ? 'int' : 'number',
          ...common,
          min: bound(n.minimum),
          max: bound(n.maximum),
        }),
      };
    case 'boolean':
      return { shape: { type: 'boolean', ...common } };
    case 'string':
      return {
        shape: defined({
          type: n.format === 'rate' ? 'rate' : 'string',
          ...common,
          minLength: n.minLength,
          maxLength: n.maxLength,
          pattern: n.pattern,
        }),
      };
    case 'array':
      return {
        shape: defined({ type: 'list', ...common, minItems: n.minItems, maxItems: n.maxItems }),
        items: n.items,
      };
    default:
      return { shape: { type: 'json', ...common } };
  }
}

/**
 * A setting's input type, read from its zod schema through `z.toJSONSchema` (the input side, so
 * defaults do not count as constraints). A list of rates (items marked `.meta({format: 'rate'})`)
 * is a `rateList`; any other list says what its items are.
 */
export function describeSchema(schema: z.ZodType): SettingDescriptor {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonNode;
  const { shape, items } = shapeOf(json);
  if (shape.type !== 'list') return shape;
  const item = items ? shapeOf(items).shape : ({ type: 'json', nullable: false } as const);
  return item.type === 'rate' ? { ...shape, type: 'rateList', item } : { ...shape, item };
}
