// The yardstick for `bench/hot-read.mjs`: the member's own read (`GET /api/app/user/info/person`)
// done by a bare Fastify route on better-sqlite3 with nothing else: the same token check (HMAC,
// expiry), the session row and the member row by primary key through statements prepared once, and
// the same envelope. It opens the real server's database file read-only, so both answer for the same
// members from the same rows.
// Usage (from hot-read.mjs): SECRET_KEY=… DB_FILE=… PORT=… node bench/lib/bare-person.mjs
import { createHmac, timingSafeEqual } from 'node:crypto';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';

const { SECRET_KEY, DB_FILE, PORT } = process.env;
if (!SECRET_KEY || !DB_FILE || !PORT) throw new Error('SECRET_KEY, DB_FILE and PORT are required');

const key = createHmac('sha256', SECRET_KEY).update('tokens').digest();
const db = new SQLite(DB_FILE, { readonly: true });
db.pragma('busy_timeout = 5000');
const sessionRow = db.prepare('select subject_kind, subject_id, revoked_at from sessions where id = ?');
const userRow = db.prepare('select * from users where id = ?');

const fail = (reply, status) => reply.status(status).send({ code: status, data: null, message: 'denied' });

const app = Fastify({ logger: false });
app.get('/api/app/user/info/person', async (request, reply) => {
  const raw = (request.headers.authorization ?? '').replace(/^Bearer /, '');
  const parts = raw.split('.');
  if (parts.length !== 5 || parts[0] !== 'a') return fail(reply, 401);
  const expected = Buffer.from(
    createHmac('sha256', key).update(parts.slice(0, 4).join('.')).digest('base64url'),
  );
  const given = Buffer.from(parts[4]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return fail(reply, 401);
  if (Number(parts[3]) <= Date.now()) return fail(reply, 401);
  const session = sessionRow.get(parts[1]);
  if (session?.subject_kind !== 'member' || session.revoked_at !== null) return fail(reply, 401);
  const u = userRow.get(session.subject_id);
  if (!u) return fail(reply, 404);
  return {
    code: 1000,
    data: {
      id: u.id,
      nickName: u.nickname,
      avatar: u.avatar,
      areaCode: u.area_code ?? '',
      phone: u.phone ?? '',
      invitationCode: u.invitation_code,
      memberExpireAt: null,
      hasPayPassword: u.pay_password_hash !== null,
      createdAt: new Date(u.created_at).toISOString(),
      reportRole: null,
    },
    message: 'Success',
  };
});
await app.listen({ port: Number(PORT), host: '127.0.0.1' });
process.stdout.write('bare ready\n');
