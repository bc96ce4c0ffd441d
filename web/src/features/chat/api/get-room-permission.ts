import { useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';
import { permissionKey } from './keys';

/** An operator may mute the room or ban the member meanwhile: ask again now and then. */
const PERMISSION_POLL_MS = 30_000;

export const getRoomPermission = (roomId: number, signal?: AbortSignal) =>
  get(
    '/app/chat/comm/isRoomPermissions',
    { roomId },
    { schema: contractSchema('chat', (c) => c.ZChatPermission), signal },
  );

/** Whether the member may speak in the room, and if not, why (not VIP, all muted, banned). */
export function useRoomPermission(roomId: number, enabled = true) {
  return useQuery({
    queryKey: permissionKey(roomId),
    queryFn: ({ signal }) => getRoomPermission(roomId, signal),
    enabled,
    refetchOnMount: 'always',
    refetchInterval: PERMISSION_POLL_MS,
  });
}
