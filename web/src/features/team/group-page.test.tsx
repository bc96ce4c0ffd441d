import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { bindNavigator } from '../../shared/navigation';
import { paths } from '../../shared/paths';
import { byTestId, click, render, StubFailure, stubApi, waitFor } from '../../test/render';
import GroupPage from './group-page';
import { groupMember, teamGroup } from './team.fixtures';

const toast = vi.hoisted(() => ({ showToast: vi.fn(), toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../ui/toast', () => toast);

let unmount: (() => void) | undefined;
beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  bindNavigator(vi.fn(), { pathname: paths.teamGroup, search: '?id=41' });
  for (const fn of Object.values(toast)) fn.mockReset();
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

const text = (id: string) => byTestId(id)[0]?.textContent;

describe('team details', () => {
  it("shows a forming group's progress, terms and members, leader first, and joins it", async () => {
    const joined: unknown[] = [];
    let group = teamGroup();
    stubApi({
      '/app/team/activity/group': (_, url) => (url.searchParams.get('id') === '41' ? group : undefined),
      '/app/team/activity/join': (body) => {
        joined.push(body);
        group = { ...group, joined: true, canJoin: false, members: [...group.members, groupMember(4)] };
        return group;
      },
    });
    unmount = render(<GroupPage query={{ id: '41' }} />).unmount;
    const rows = await waitFor(() => byTestId('group-member').length === 3 && byTestId('group-member'));

    expect(byTestId('group-state')[0].dataset.state).toBe('forming');
    expect(text('group-state')).toBe('Forming');
    expect(text('group-progress')).toBe('2 / 6');
    expect(text('group-needed')).toBe('4 more people needed');
    expect(text('group-window')).toMatch(/^Ends .+ · 5 d 23 h left$/);
    expect(text('group-terms')).toBe(
      'The leader gets $5.00 per member, and everyone in a complete group gets $1.00 a day for 7 days.',
    );
    expect(document.body.textContent).toContain("Ana's group");

    // The leader first, then the others in the server's order.
    expect(rows.map((r) => r.dataset.leader)).toEqual(['true', 'false', 'false']);
    expect(rows.map((r) => r.dataset.counted)).toEqual(['false', 'true', 'false']);
    expect(rows[0].textContent).toContain('Leader');
    expect(rows[1].textContent).toContain('Member 2');
    expect(rows[1].textContent).toContain('Counts');
    expect(rows[2].textContent).toContain('Waiting for VIP activation');
    // Not the leader: no links to share.
    expect(byTestId('group-link-new')).toHaveLength(0);

    click(byTestId('group-join')[0]);
    await waitFor(() => byTestId('group-member').length === 4);
    expect(joined).toEqual([{ id: 41 }]);
    expect(toast.toastSuccess).toHaveBeenCalledWith('You joined the group');
    expect(byTestId('group-join')).toHaveLength(0);
  });

  it("shows a refused join in the server's words", async () => {
    stubApi({
      '/app/team/activity/group': () => teamGroup(),
      '/app/team/activity/join': () => new StubFailure(2702, 'This group is no longer open'),
    });
    unmount = render(<GroupPage query={{ id: '41' }} />).unmount;
    click(await waitFor(() => byTestId('group-join')[0]));
    await waitFor(() => toast.toastError.mock.calls.length > 0);
    expect((toast.toastError.mock.calls[0][0] as Error).message).toBe('This group is no longer open');
  });

  it('gives the leader of a forming group a link for new people and one for members', async () => {
    stubApi({ '/app/team/activity/group': () => teamGroup({ mine: true, canJoin: false }) });
    unmount = render(<GroupPage query={{ id: '41' }} />).unmount;
    await waitFor(() => byTestId('group-link-new').length === 1);
    expect(text('group-link-new')).toBe(
      `${window.location.origin}/#/pages/user/register?code=K7QW2XZP&group=41`,
    );
    expect(text('group-link-members')).toBe(`${window.location.origin}/#/pages/team/group?id=41`);
    expect(byTestId('group-copy-new')).toHaveLength(1);
    expect(byTestId('group-copy-members')).toHaveLength(1);
    expect(byTestId('group-join')).toHaveLength(0);
  });

  it('says when a group completed, with nothing more needed and nothing to share', async () => {
    stubApi({
      '/app/team/activity/group': () =>
        teamGroup({
          state: 'complete',
          counted: 6,
          needed: 0,
          completedAt: '2026-11-16T10:00:00.000Z',
          mine: true,
          canJoin: false,
        }),
    });
    unmount = render(<GroupPage query={{ id: '41' }} />).unmount;
    await waitFor(() => byTestId('group-state')[0]?.dataset.state === 'complete');
    expect(text('group-progress')).toBe('6 / 6');
    expect(text('group-window')).toMatch(/^Completed Nov 16, 2026/);
    expect(byTestId('group-needed')).toHaveLength(0);
    expect(byTestId('group-link-new')).toHaveLength(0);
  });

  it('says so for a link without a group id', async () => {
    const fetchMock = stubApi({});
    unmount = render(<GroupPage query={{ id: 'x' }} />).unmount;
    await waitFor(() => document.body.textContent?.includes('This group was not found'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
