import { useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';
import { chatKey } from './keys';

export const getServiceRoomId = (signal?: AbortSignal) =>
  get('/app/chat/comm/getServiceRoomId', undefined, {
    schema: contractSchema('chat', (c) => c.ZServiceRoomId),
    signal,
  });

/** The member's one customer-service room, opened by the server on the first ask; it never changes. */
export function useServiceRoomId() {
  return useQuery({
    queryKey: [...chatKey, 'service-room'],
    queryFn: ({ signal }) => getServiceRoomId(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
