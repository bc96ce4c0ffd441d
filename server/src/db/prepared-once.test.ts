import SQLite from 'better-sqlite3';
import { describe, expect, test } from 'vitest';
import { preparedOnce } from '.';

describe('SQLite statements prepared once per SQL text', () => {
  test('the same text gets the same statement, which still answers after the schema changes', () => {
    const sqlite = new SQLite(':memory:');
    const db = preparedOnce(sqlite);
    sqlite.exec('create table t (a integer)');
    sqlite.exec('insert into t values (1)');
    const read = db.prepare('select * from t');
    expect(db.prepare('select * from t')).toBe(read);
    sqlite.exec('alter table t add column b integer default 2');
    expect(db.prepare('select * from t').all()).toEqual([{ a: 1, b: 2 }]);
    sqlite.close();
  });

  test('the oldest text is dropped past the cache size, the others kept', () => {
    const sqlite = new SQLite(':memory:');
    const db = preparedOnce(sqlite);
    const first = db.prepare('select 0');
    const second = db.prepare('select 1');
    for (let i = 2; i < 1000; i++) db.prepare(`select ${i}`);
    db.prepare('select 1000'); // one past the size: `select 0` goes
    expect(db.prepare('select 1')).toBe(second);
    expect(db.prepare('select 0')).not.toBe(first);
    sqlite.close();
  });
});
