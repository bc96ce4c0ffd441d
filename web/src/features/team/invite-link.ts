import { paths, teamGroupPath } from '../../shared/paths';

/** The link a member shares: it opens registration with their invitation code filled in. */
export const inviteLink = (code: string) =>
  `${window.location.origin}/#${paths.register}?code=${encodeURIComponent(code)}`;

/**
 * A group's link for new people: registration under the leader, which then opens the group to
 * join it (the register page keeps `group`).
 */
export const groupRegisterLink = (leaderCode: string, groupId: number) =>
  `${inviteLink(leaderCode)}&group=${groupId}`;

/** A group's link for people who already have an account: its team details page. */
export const groupPageLink = (groupId: number) => `${window.location.origin}/#${teamGroupPath(groupId)}`;
