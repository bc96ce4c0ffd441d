/** One colour per kind of state across the back office: done, failed, waiting on someone, neutral. */
export function stateColor(state: string): string {
  if (['success', 'verified', 'published', 'active', 'holding', 'completed'].includes(state)) return 'green';
  if (
    ['failed', 'rejected', 'banned', 'disabled', 'revoked', 'closed', 'expired', 'cancelled'].includes(state)
  ) {
    return 'red';
  }
  if (['waiting', 'pending', 'review', 'placed', 'draft'].includes(state)) return 'gold';
  return 'default';
}
