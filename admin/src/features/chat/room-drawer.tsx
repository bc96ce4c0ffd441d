import type { TAdminChatRoom } from '@club/contract';
import { Drawer, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/use-person';
import { RoomAlbums } from './room-albums';
import { RoomBans } from './room-bans';
import { RoomMessages } from './room-messages';

/** One room's messages, bans and albums, each tab shown to the roles that may read it. */
export function RoomDrawer(props: { room: TAdminChatRoom | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const can = useCan();
  const room = props.room;
  const tabs = room
    ? [
        ...(can('chat:message:page')
          ? [{ key: 'messages', label: t('chat.messages'), children: <RoomMessages room={room} /> }]
          : []),
        ...(can('chat:ban:page')
          ? [{ key: 'bans', label: t('chat.bans'), children: <RoomBans room={room} /> }]
          : []),
        // Only group rooms have albums.
        ...(can('chat:album:page') && room.kind === 'group'
          ? [{ key: 'albums', label: t('chat.albums'), children: <RoomAlbums room={room} /> }]
          : []),
      ]
    : [];
  return (
    <Drawer
      open={room !== undefined}
      onClose={props.onClose}
      size={1100}
      title={room && <bdi>{room.name}</bdi>}
      destroyOnHidden
    >
      {room && <Tabs items={tabs} destroyOnHidden />}
    </Drawer>
  );
}
