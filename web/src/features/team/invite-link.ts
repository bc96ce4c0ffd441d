import { paths } from '../../app/paths';

/** The link a member shares: it opens registration with their invitation code filled in. */
export const inviteLink = (code: string) =>
  `${window.location.origin}/#${paths.register}?code=${encodeURIComponent(code)}`;
