import { type TAdminChatRoom, ZChatBanBody, ZChatRoomAddBody } from '@club/contract';
import { HOUR_MS } from '@club/contract/lib/time';

/*
 * The bodies of the chat calls as this feature sends them. The contract exports the schemas but no
 * types for them; these are checked against the schemas in `chat-values.test.ts`.
 */
export type RoomFields = {
  name: string;
  avatar: string | null;
  announcement: string;
  rules: string;
  mutedAll: boolean;
};
export type RoomAddBody = RoomFields;
export type RoomUpdateBody = RoomFields & { id: number };
export type BanBody = { roomId: number; userId: number; reason: string; until: string | null };
export type UnbanBody = { roomId: number; userId: number };
export type RemoveBody = { roomId: number; seq: number };

// The contract's bounds, read from its schemas so the forms cannot drift from what the server takes.
const room = ZChatRoomAddBody.shape;
export const NAME_MAX = room.name.maxLength ?? 50;
export const TEXT_MAX = room.announcement.maxLength ?? 2000;
export const REASON_MAX = ZChatBanBody.shape.reason.maxLength ?? 200;

/** The room form as antd holds it. */
export type RoomValues = {
  name?: string;
  avatar?: string | null;
  announcement?: string;
  rules?: string;
};

/** The add call's body from a form that passed its rules; a new room lets everyone speak. */
export function toAddBody(v: RoomValues, mutedAll = false): RoomAddBody {
  return {
    name: (v.name ?? '').trim(),
    avatar: v.avatar ?? null,
    // Announcement and rules are kept as written, line breaks and all; only the ends are trimmed.
    announcement: (v.announcement ?? '').trim(),
    rules: (v.rules ?? '').trim(),
    mutedAll,
  };
}

/** The room as the update call takes it: every field, so one change (mute all) keeps the others. */
export function toUpdateBody(r: TAdminChatRoom, change: Partial<RoomFields> = {}): RoomUpdateBody {
  return {
    id: r.id,
    name: r.name,
    avatar: r.avatar,
    announcement: r.announcement,
    rules: r.rules,
    mutedAll: r.mutedAll,
    ...change,
  };
}

export const BAN_DURATIONS = ['1h', '24h', '7d', 'lifted'] as const;
export type BanDuration = (typeof BAN_DURATIONS)[number];

const DURATION_MS: Record<Exclude<BanDuration, 'lifted'>, number> = {
  '1h': HOUR_MS,
  '24h': 24 * HOUR_MS,
  '7d': 7 * 24 * HOUR_MS,
};

/** When a ban chosen now ends, as the contract's ISO time; null bans until an operator lifts it. */
export function banUntil(duration: BanDuration, now: Date = new Date()): string | null {
  return duration === 'lifted' ? null : new Date(now.getTime() + DURATION_MS[duration]).toISOString();
}
