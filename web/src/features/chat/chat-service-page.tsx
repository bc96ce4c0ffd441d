import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageNavBar } from '../../shared/nav-bar';
import { nav } from '../../shared/navigation';
import { chatRoomPath } from '../../shared/paths';
import { PageLoading } from '../../ui/page-loading';
import { QueryState } from '../../ui/query-state';
import { useServiceRoomId } from './api/get-service-room-id';

/** Customer service: finds (or opens) the member's conversation and shows it in its place. */
export default function ChatServicePage() {
  const { t } = useTranslation();
  const room = useServiceRoomId();
  const roomId = room.data?.roomId;
  useEffect(() => {
    if (roomId !== undefined) nav.redirectTo(chatRoomPath(roomId));
  }, [roomId]);
  return (
    <>
      <PageNavBar title={t('chat.customerService')} />
      <QueryState query={room} loading={<PageLoading />}>
        {() => <PageLoading />}
      </QueryState>
    </>
  );
}
