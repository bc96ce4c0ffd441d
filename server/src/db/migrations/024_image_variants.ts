import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
type AnyDb = Kysely<any>;

/**
 * An image upload's pixel size and the widths of the WebP copies written beside it. Rows from
 * before have none (`variants` null): their copies are written the first time one is asked for.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('uploads').addColumn('width', 'integer').execute();
  await db.schema.alterTable('uploads').addColumn('height', 'integer').execute();
  await db.schema.alterTable('uploads').addColumn('variants', 'text').execute();
}
