import type { Tone } from '../../ui/status-tag';

export type CardStatus = 'none' | 'pending' | 'verified' | 'rejected';

export const statusTone: Record<CardStatus, Tone> = {
  none: 'muted',
  pending: 'waiting',
  verified: 'success',
  rejected: 'danger',
};
