import { ZAdminChatRoom, ZChatBanBody, ZChatRoomAddBody, ZChatRoomUpdateBody } from '@club/contract';
import { describe, expect, it } from 'vitest';
import { textProblem } from '../../ui/use-text-rule';
import {
  BAN_DURATIONS,
  banUntil,
  NAME_MAX,
  REASON_MAX,
  TEXT_MAX,
  toAddBody,
  toUpdateBody,
} from './chat-values';

const room = ZAdminChatRoom.parse({
  id: 7,
  kind: 'group',
  name: 'Premiere night',
  avatar: '/uploads/a.png',
  announcement: 'Doors at 7',
  rules: 'Be kind',
  mutedAll: false,
  closed: false,
  lastSeq: 42,
  createdAt: '2026-11-24T10:00:00.000Z',
});

describe('room bodies', () => {
  it('takes the contract’s bounds', () => {
    expect([NAME_MAX, TEXT_MAX, REASON_MAX]).toEqual([50, 2000, 200]);
  });

  it('adds a room as the contract takes it, trimmed, everyone allowed to speak', () => {
    const body = toAddBody({ name: '  Lobby ', announcement: '\nWelcome\nto the club\n', rules: undefined });
    expect(body).toEqual({
      name: 'Lobby',
      avatar: null,
      announcement: 'Welcome\nto the club',
      rules: '',
      mutedAll: false,
    });
    expect(ZChatRoomAddBody.safeParse(body).success).toBe(true);
  });

  it('updates with every field, so flipping "mute all" keeps the rest', () => {
    const body = toUpdateBody(room, { mutedAll: true });
    expect(body).toEqual({
      id: 7,
      name: 'Premiere night',
      avatar: '/uploads/a.png',
      announcement: 'Doors at 7',
      rules: 'Be kind',
      mutedAll: true,
    });
    expect(ZChatRoomUpdateBody.safeParse(body).success).toBe(true);
  });
});

describe('textProblem', () => {
  const name = { max: NAME_MAX, multiLine: false, required: true };
  const text = { max: TEXT_MAX, multiLine: true, required: false };

  it('needs a name, and lets the texts be empty', () => {
    expect(textProblem('  ', name)).toBe('required');
    expect(textProblem(undefined, text)).toBeNull();
  });

  it('counts as the server does (an emoji is two) and refuses what the contract refuses', () => {
    expect(textProblem('a'.repeat(NAME_MAX), name)).toBeNull();
    expect(textProblem('🎬'.repeat(NAME_MAX / 2 + 1), name)).toBe('tooLong');
    expect(textProblem('one\ntwo', name)).toBe('characters');
    expect(textProblem('one\ntwo', text)).toBeNull();
    expect(textProblem('abc\u202edef', text)).toBe('characters');
  });
});

describe('banUntil', () => {
  const now = new Date('2026-11-24T10:00:00.000Z');

  it('ends each duration from now, or never', () => {
    expect(BAN_DURATIONS.map((d) => banUntil(d, now))).toEqual([
      '2026-11-24T11:00:00.000Z',
      '2026-11-25T10:00:00.000Z',
      '2026-12-01T10:00:00.000Z',
      null,
    ]);
  });

  it('makes a body the contract takes', () => {
    for (const d of BAN_DURATIONS) {
      const body = { roomId: 7, userId: 3, reason: 'Spam', until: banUntil(d, now) };
      expect(ZChatBanBody.safeParse(body).success).toBe(true);
    }
  });
});
