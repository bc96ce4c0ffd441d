import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
type AnyDb = Kysely<any>;

/**
 * Trailer task titles and announcements in every language, as projects and content items have
 * them: one row per text and language, `en` the fallback of each field. The single-language
 * columns become the `en` rows and go, so a text has one home.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('task_texts')
    .addColumn('task_id', 'integer', (c) => c.notNull().references('trailer_tasks.id'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('task_texts_pk', ['task_id', 'lang'])
    .execute();
  await db
    .insertInto('task_texts')
    .columns(['task_id', 'lang', 'title'])
    .expression((eb) => eb.selectFrom('trailer_tasks').select(['id', eb.val('en').as('lang'), 'title']))
    .execute();
  await db.schema.alterTable('trailer_tasks').dropColumn('title').execute();

  await db.schema
    .createTable('announcement_texts')
    .addColumn('announcement_id', 'integer', (c) => c.notNull().references('announcements.id'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('announcement_texts_pk', ['announcement_id', 'lang'])
    .execute();
  await db
    .insertInto('announcement_texts')
    .columns(['announcement_id', 'lang', 'title', 'body'])
    .expression((eb) =>
      eb.selectFrom('announcements').select(['id', eb.val('en').as('lang'), 'title', 'body']),
    )
    .execute();
  await db.schema.alterTable('announcements').dropColumn('title').execute();
  await db.schema.alterTable('announcements').dropColumn('body').execute();
}
