import type { TAdminChatRoom, TChatMessage, TChatRoom } from '@club/contract';
import { iso } from '../../kernel/calendar';
import type { UploadService } from '../upload/service';
import type { MessageRow, Reader, Room } from './repo';

/** A room the member may read: any group room, and their own service room. */
export const canRead = (room: Room, userId: number) => room.kind === 'group' || room.owner_id === userId;

export function roomView(r: Room): TChatRoom {
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    avatar: r.avatar,
    announcement: r.announcement,
    rules: r.rules,
    mutedAll: r.muted_all === 1,
    closed: r.status === 'closed',
  };
}

export function adminRoomView(r: Room): TAdminChatRoom {
  return { ...roomView(r), lastSeq: r.last_seq, createdAt: iso(r.created_at) };
}

/** A message as a reader sees it: a removed one keeps its place and sender but not its content. */
export function messageView(
  uploads: Pick<UploadService, 'signedUrl'>,
  m: MessageRow,
  reader: Reader | null,
): TChatMessage {
  const removed = m.removed_at !== null;
  return {
    roomId: m.room_id,
    seq: m.seq,
    kind: m.kind,
    body: removed ? '' : m.kind === 'image' ? uploads.signedUrl(m.body) : m.body,
    removed,
    sender: {
      kind: m.sender_kind,
      id: m.sender_id,
      // An agent without a display name is "customer service", in the reader's language.
      name: m.sender_kind === 'member' ? (m.member_name ?? `#${m.sender_id}`) : (m.agent_name ?? ''),
      avatar: m.sender_kind === 'member' ? (m.member_avatar ?? null) : null,
    },
    mine: reader !== null && reader.kind === m.sender_kind && reader.id === m.sender_id,
    clientMsgId: m.client_msg_id,
    createdAt: iso(m.created_at),
  };
}

/** What a member has not read in a room, from the room's last number and their read pointer. */
export const unreadIn = (r: { last_seq: number; last_read_seq: number | null }) =>
  Math.max(0, r.last_seq - (r.last_read_seq ?? 0));
