import { randomBytes } from 'node:crypto';
import type { Config } from './config';
import type { Db } from './db/index';
import type { Clock } from './kernel/clock';
import { hashPassword } from './kernel/passwords';
import { countAdmins, ensureRole, insertAdmin } from './modules/admin/repo';
import { distinctTypes, insertEntry } from './modules/dict/repo';
import { createMember } from './modules/user/create';
import { normaliseInvitationCode } from './modules/user/invitation-code';
import { tronAddressFromSeed } from './money/tron';

/**
 * What a fresh database needs before the first request: the signing secret, the root of the
 * invitation tree, a first operator and the built-in dictionaries. Each step is skipped when done,
 * so every start (and every process) may run it.
 */
export async function bootstrap(db: Db, config: Config, clock: Clock, announce: (line: string) => void) {
  const secret = config.secretKey ?? (await ensureStoredSecret(db));
  await ensureRootMember(db, config, clock, announce);
  await ensureFirstOperator(db, config, clock, announce);
  await ensureDictionaries(db);
  await ensurePaymentChannels(db);
  await ensureMemberLevels(db);
  return { secret };
}

async function ensureStoredSecret(db: Db): Promise<string> {
  await db
    .insertInto('app_secrets')
    .values({ name: 'master', value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', 'master')
    .executeTakeFirstOrThrow();
  return row.value;
}

async function ensureRootMember(db: Db, config: Config, clock: Clock, announce: (line: string) => void) {
  const any = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const code = config.rootInviteCode ? normaliseInvitationCode(config.rootInviteCode) : undefined;
  const id = await createMember(db, {
    areaCode: null,
    phone: null,
    e164: null,
    passwordHash: null,
    nickname: 'Film Club',
    inviterId: null,
    invitationCode: code,
    now: clock.now(),
  });
  const row = await db
    .selectFrom('users')
    .select('invitation_code')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (!code) announce(`Root invitation code (shown once): ${row.invitation_code}`);
}

async function ensureFirstOperator(db: Db, config: Config, clock: Clock, announce: (line: string) => void) {
  if ((await countAdmins(db)) > 0) return;
  const roleId = await ensureRole(db, 'superadmin', ['*']);
  const username = config.admin.username ?? 'admin';
  const password = config.admin.password ?? randomBytes(12).toString('base64url');
  await insertAdmin(db, {
    username,
    password_hash: await hashPassword(password),
    role_id: roleId,
    created_at: clock.now(),
  });
  if (!config.admin.password) {
    const enrol =
      config.operatorMfa === 'required'
        ? '; the first sign-in sets up two-step sign-in (an authenticator app)'
        : '';
    announce(`Back-office operator (shown once): ${username} / ${password}${enrol}`);
  }
}

const DICTIONARIES: Record<string, string[][]> = {
  repayType: [
    ['Daily interest, principal at maturity', 'PIOARB'],
    ['Equal principal each day', 'LINEAR'],
    ['Principal and interest at maturity', 'DEBT'],
  ],
  withdrawType: [
    ['Bank transfer', 'bank'],
    ['USDT (TRC20)', 'usdt-trc20'],
  ],
};

async function ensureDictionaries(db: Db) {
  const present = new Set(await distinctTypes(db));
  for (const [type, entries] of Object.entries(DICTIONARIES)) {
    if (present.has(type)) continue;
    for (const [index, [name, value]] of entries.entries()) {
      await insertEntry(db, { type, name, value, parent_id: null, order_num: index + 1 });
    }
  }
}

/** Channels an operator can edit later; gateways stay off until their secrets are configured. */
async function ensurePaymentChannels(db: Db) {
  const any = await db.selectFrom('recharge_channels').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const bank = {
    bankName: 'Film Club Bank',
    accountName: 'Film Club Ltd',
    accountNumber: 'GB33 BUKB 2020 1555 5555 55',
  };
  const rows = [
    { code: 'bank', kind: 'bank' as const, provider: null, details: bank, enabled: 1 },
    {
      code: 'usdt-trc20',
      kind: 'usdt' as const,
      provider: 'tron' as const,
      details: { address: tronAddressFromSeed('film-club-demo') },
      enabled: 1,
    },
    { code: 'dzd', kind: 'gateway' as const, provider: 'dzd' as const, details: {}, enabled: 0 },
    { code: 'egp', kind: 'gateway' as const, provider: 'egp' as const, details: {}, enabled: 0 },
    { code: 'revolut', kind: 'gateway' as const, provider: 'revolut' as const, details: {}, enabled: 0 },
  ];
  for (const [sort, r] of rows.entries()) {
    await db
      .insertInto('recharge_channels')
      .values({
        ...r,
        details: JSON.stringify(r.details),
        min_amount: 1_000,
        max_amount: 5_000_000,
        rate_ppm: 1_000_000,
        sort,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }
  for (const [sort, kind] of (['bank', 'usdt-trc20'] as const).entries()) {
    await db
      .insertInto('withdraw_channels')
      .values({
        code: kind,
        kind,
        min_amount: 1_000,
        max_amount: 5_000_000,
        fee_ppm: 0,
        fee_fixed: 0,
        enabled: 1,
        sort,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }
}

/** PRODUCT.md §6 defaults: one VIP level, and SVIP 1–5 by cumulative invested principal. */
async function ensureMemberLevels(db: Db) {
  const any = await db.selectFrom('member_levels').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const vip = ['invest', 'tasks', 'teamActivity', 'chat'].map((key) => ({ key, value: null }));
  await db
    .insertInto('member_levels')
    .values({
      kind: 'vip',
      level: 1,
      name: 'VIP',
      deposit: 10_000,
      fee: 0,
      duration_days: 365,
      threshold: 0,
      bonus: 0,
      privileges: JSON.stringify(vip),
      enabled: 1,
    })
    .execute();
  const thresholds = [100_000, 500_000, 2_000_000, 5_000_000, 10_000_000];
  for (const [i, threshold] of thresholds.entries()) {
    const level = i + 1;
    const privileges = [
      { key: 'extraDailyTasks', value: level },
      { key: 'extraLotteryDraws', value: level },
      { key: 'withdrawFeeDiscount', value: level * 10 },
    ];
    await db
      .insertInto('member_levels')
      .values({
        kind: 'svip',
        level,
        name: `SVIP${level}`,
        deposit: 0,
        fee: 0,
        duration_days: 0,
        threshold,
        bonus: 0,
        privileges: JSON.stringify(privileges),
        enabled: 1,
      })
      .execute();
  }
}
