import { NEVER_IN_TEXT } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

type Node = { value: unknown; key: string; parent?: Node };

/** `texts.en.title` for a value, the way a schema's refusal names a field; `source` at the top. */
function fieldName(node: Node | undefined, source: string): string {
  const path: string[] = [];
  for (let n = node; n?.parent; n = n.parent) path.unshift(n.key);
  return path.length > 0 ? path.join('.') : source;
}

/**
 * The first string (value or key) holding NUL or a bidi override, named as a field. Iterative, so
 * a deeply nested body cannot overflow the stack; the path is rebuilt only for the culprit.
 */
export function findNeverText(root: unknown, source: string): string | undefined {
  const stack: Node[] = [{ value: root, key: '' }];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const { value } = node;
    if (typeof value === 'string') {
      if (NEVER_IN_TEXT.test(value)) return fieldName(node, source);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    const children = Object.entries(value);
    for (const [key] of children) if (NEVER_IN_TEXT.test(key)) return fieldName(node, source);
    // Reversed onto the stack, so fields are looked at in the order they were sent.
    for (let i = children.length - 1; i >= 0; i -= 1) {
      stack.push({ value: children[i][1], key: children[i][0], parent: node });
    }
  }
  return undefined;
}

/**
 * A safety net under the contract's text rule (`ZSingleLineText`, `ZMultiLineText`): NUL and bidi
 * overrides are refused in every string of the body, query and path of every route, before any
 * schema runs. PostgreSQL cannot store NUL in text and answers an error, so a route whose schema
 * forgot the rule would answer 500 there (and store it on SQLite); with this net it cannot.
 */
export function installTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const field =
      findNeverText(request.params, 'params') ??
      findNeverText(request.query, 'query') ??
      findNeverText(request.body, 'body');
    done(field === undefined ? undefined : new AppError('VALIDATION_FORMAT', { field }));
  });
}
