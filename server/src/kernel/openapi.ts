import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type Transform = typeof jsonSchemaTransform;

/**
 * Routes declare the `data` they answer; the document shows it inside the envelope that the
 * HTTP kernel wraps around every answer.
 */
export const openApiTransform: Transform = (input) => {
  const out = jsonSchemaTransform(input);
  const schema = out.schema as { response?: Record<string, unknown> };
  if (schema.response?.['200']) {
    schema.response['200'] = {
      type: 'object',
      required: ['code', 'data', 'message'],
      properties: {
        code: { type: 'integer', description: '1000 on success; otherwise an error code of the catalogue' },
        data: schema.response['200'],
        message: { type: 'string', description: 'Translated by Accept-Language' },
      },
    };
  }
  return out;
};
