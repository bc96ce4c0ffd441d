import { MEMBER_PICK_MAX, type TAdminMemberPick } from '@club/contract';
import { describe, expect, it } from 'vitest';
import { expectError, expectOk, operatorToken, request } from '../../test/client';
import { DIALECTS } from '../../test/harness';
import { base, member, useMemberAdminApp } from './member-admin.fixtures';

describe.each(DIALECTS)('member pages of the back office: the picker (%s)', (dialect) => {
  const { app } = useMemberAdminApp(dialect);
  const pick = (search: unknown, token: string) =>
    request<TAdminMemberPick>(app.t, 'POST', `${base}/pick`, { body: { search }, token });

  it('finds a member by phone, nickname or id, newest first, at most 20', async () => {
    const token = await operatorToken(app.t);
    const ada = await member(app.t, { nickname: 'Ada Pick' });
    const bruno = await member(app.t, { nickname: 'Bruno Pick' });
    const ids = async (search: string) => expectOk(await pick(search, token)).list.map((m) => m.id);

    expect(expectOk(await pick(ada.phone, token)).list).toEqual([
      { id: ada.id, nickname: 'Ada Pick', areaCode: '1', phone: ada.phone, status: 'active' },
    ]);
    expect(await ids(`+1 ${bruno.phone}`)).toEqual([bruno.id]);
    expect(await ids('pick')).toEqual([bruno.id, ada.id]);
    expect(await ids(String(ada.id))).toEqual([ada.id]);
    // LIKE wildcards are plain characters.
    expect(await ids('%')).toEqual([]);

    for (let i = 0; i < MEMBER_PICK_MAX + 1; i++) await member(app.t, { nickname: `Crowd ${i}` });
    const crowd = await ids('crowd');
    expect(crowd).toHaveLength(MEMBER_PICK_MAX);
    expect(crowd).toEqual([...crowd].sort((a, b) => b - a));
  });

  it('refuses an empty or long search and unknown fields', async () => {
    const token = await operatorToken(app.t);
    expectError(await pick('   ', token), 'VALIDATION_FORMAT');
    expectError(await pick('x'.repeat(101), token), 'VALIDATION_FORMAT');
    expectError(
      await request(app.t, 'POST', `${base}/pick`, { body: { search: 'a', size: 50 }, token }),
      'VALIDATION_UNKNOWN_FIELD',
    );
  });
});
