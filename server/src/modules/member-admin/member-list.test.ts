import { describe, expect, it } from 'vitest';
import { expectError, expectOk, fundByBankRecharge, operatorToken, request } from '../../test/client';
import { createTestApp, DIALECTS } from '../../test/harness';
import { activateVip, base, DAY_S, member, page, setPin, useMemberAdminApp } from './member-admin.fixtures';

describe.each(DIALECTS)('member pages of the back office: the list (%s)', (dialect) => {
  useMemberAdminApp(dialect);

  it('lists members with their wallet figures: search, filters, sorting and pages', async () => {
    const f = await createTestApp(dialect);
    try {
      const root = await f.db
        .selectFrom('users')
        .select('id')
        .where('phone_e164', 'is', null)
        .executeTakeFirstOrThrow();
      const a = await member(f, { nickname: 'Ada Lumière' });
      await fundByBankRecharge(f, a.id, 50_000);
      f.clock.advance(60);
      const b = await member(f, { nickname: 'Bruno' });
      await fundByBankRecharge(f, b.id, 200_000);
      await setPin(f, b.id);
      f.clock.advance(60);
      const c = await member(f, { nickname: 'Cleo' });
      f.clock.advance(60);
      const d = await member(f);
      await fundByBankRecharge(f, d.id, 30_000);
      await setPin(f, d.id);
      await activateVip(f, d.id);
      f.clock.advance(60);
      const e = await member(f);
      // A year on, D's membership has run out; B opens one now.
      f.clock.advance(366 * DAY_S);
      await activateVip(f, b.id);
      const token = await operatorToken(f);
      expectOk(await request(f, 'POST', `${base}/ban`, { body: { id: c.id, reason: 'spam' }, token }));

      const ids = async (body: object) => (await page(f, body, token)).list.map((m) => m.id);
      const all = await page(f, {}, token);
      expect(all.pagination).toEqual({ page: 1, size: 20, total: 6 });
      expect(all.list.map((m) => m.id)).toEqual([e.id, d.id, c.id, b.id, a.id, root.id]);
      // Every member's figures are the ones their own wallet screen shows.
      for (const m of all.list) {
        const own = await f.services.funds.income(m.id);
        expect(m.wallets, `member ${m.id}`).toEqual({
          recharge: own.recharge,
          income: own.income,
          work: own.work,
          internal: own.internal,
          frozen: own.frozen,
          available: own.available,
          totalAssets: own.totalAssets,
        });
      }
      const byId = new Map(all.list.map((m) => [m.id, m]));
      expect(byId.get(a.id)).toMatchObject({
        areaCode: '1',
        phone: a.phone,
        nickname: 'Ada Lumière',
        inviterId: root.id,
        status: 'active',
        vipStatus: 'none',
        vipExpiresAt: null,
        svipLevel: 0,
        wallets: { recharge: 50_000, available: 50_000, totalAssets: 50_000 },
      });
      // The VIP deposit (10,000) is held by the platform, not in the member's wallets.
      expect(byId.get(b.id)).toMatchObject({
        vipStatus: 'active',
        vipExpiresAt: new Date(
          (
            await f.db
              .selectFrom('memberships')
              .select('expires_at')
              .where('user_id', '=', b.id)
              .executeTakeFirstOrThrow()
          ).expires_at,
        ).toISOString(),
        wallets: { recharge: 190_000, totalAssets: 190_000 },
      });
      expect(byId.get(c.id)).toMatchObject({ status: 'banned' });
      expect(byId.get(d.id)).toMatchObject({ vipStatus: 'expired', wallets: { recharge: 20_000 } });
      expect(byId.get(root.id)).toMatchObject({ phone: null, areaCode: null, inviterId: null });
      expect(all.list[0].createdAt).toBe(
        new Date(
          (
            await f.db
              .selectFrom('users')
              .select('created_at')
              .where('id', '=', e.id)
              .executeTakeFirstOrThrow()
          ).created_at,
        ).toISOString(),
      );

      // Sorting: by a money figure with the id breaking ties, by id, by creation, both ways.
      expect(await ids({ sortField: 'totalAssets' })).toEqual([b.id, a.id, d.id, e.id, c.id, root.id]);
      expect(await ids({ sortField: 'totalAssets', sortOrder: 'asc' })).toEqual([
        root.id,
        c.id,
        e.id,
        d.id,
        a.id,
        b.id,
      ]);
      expect(await ids({ sortField: 'available', sortOrder: 'desc' })).toEqual([
        b.id,
        a.id,
        d.id,
        e.id,
        c.id,
        root.id,
      ]);
      expect(await ids({ sortField: 'id', sortOrder: 'asc' })).toEqual([
        root.id,
        a.id,
        b.id,
        c.id,
        d.id,
        e.id,
      ]);
      expect(await ids({ sortField: 'createdAt', sortOrder: 'asc' })).toEqual([
        root.id,
        a.id,
        b.id,
        c.id,
        d.id,
        e.id,
      ]);

      // Pages.
      const second = await page(f, { page: 2, size: 4 }, token);
      expect(second.pagination).toEqual({ page: 2, size: 4, total: 6 });
      expect(second.list.map((m) => m.id)).toEqual([a.id, root.id]);
      expect((await page(f, { page: 3, size: 4 }, token)).list).toEqual([]);

      // Filters.
      expect(await ids({ status: 'banned' })).toEqual([c.id]);
      expect(await ids({ status: 'active' })).toEqual([e.id, d.id, b.id, a.id, root.id]);
      expect(await ids({ vip: 'active' })).toEqual([b.id]);
      expect(await ids({ vip: 'expired' })).toEqual([d.id]);
      expect(await ids({ vip: 'none' })).toEqual([e.id, c.id, a.id, root.id]);
      expect(await ids({ vip: 'none', status: 'banned' })).toEqual([c.id]);
      expect((await page(f, { vip: 'active', size: 1 }, token)).pagination.total).toBe(1);

      // Search: nickname in any case, phone with or without area code, invitation code, exact id.
      expect(await ids({ search: 'lumi' })).toEqual([a.id]);
      expect(await ids({ search: '  ADA ' })).toEqual([a.id]);
      expect(await ids({ search: b.phone })).toEqual([b.id]);
      expect(await ids({ search: `+1 ${b.phone}` })).toEqual([b.id]);
      expect(await ids({ search: `1${b.phone}` })).toEqual([b.id]);
      expect(await ids({ search: `${d.phone.slice(-6, -3)}-${d.phone.slice(-3)}` })).toEqual([d.id]);
      const code = (
        await f.db
          .selectFrom('users')
          .select('invitation_code')
          .where('id', '=', c.id)
          .executeTakeFirstOrThrow()
      ).invitation_code;
      expect(await ids({ search: code.toLowerCase() })).toEqual([c.id]);
      expect(await ids({ search: String(d.id) })).toEqual([d.id]);
      expect(await ids({ search: 'ada', status: 'banned' })).toEqual([]);
      // LIKE wildcards are plain characters; an empty box is no filter.
      expect((await page(f, { search: '%' }, token)).pagination.total).toBe(0);
      expect((await page(f, { search: '_' }, token)).pagination.total).toBe(0);
      expect((await page(f, { search: '   ' }, token)).pagination.total).toBe(6);
      expect((await page(f, { search: '99999999999' }, token)).pagination.total).toBe(0);

      // Only the allowed sort columns and filters; sizes within bounds.
      const bad = (body: object) => request(f, 'POST', `${base}/page`, { body, token });
      expectError(await bad({ sortField: 'phone' }), 'VALIDATION_FORMAT');
      expectError(await bad({ sortField: 'password_hash' }), 'VALIDATION_FORMAT');
      expectError(await bad({ size: 101 }), 'VALIDATION_FORMAT');
      expectError(await bad({ vip: 'gold' }), 'VALIDATION_FORMAT');
      expectError(await bad({ phone: '1' }), 'VALIDATION_UNKNOWN_FIELD');
    } finally {
      await f.close();
    }
  });
});
