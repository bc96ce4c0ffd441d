import type { TChatRoom } from '@club/contract/chat';
import { List } from 'antd-mobile';
import { PicturesOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { nav } from '../../shared/navigation';
import { chatAlbumsPath } from '../../shared/paths';
import { ListButton } from '../../ui/list-button';
import { Popup } from '../../ui/popup';
import styles from './chat.module.css';

/** The room's group announcement and rules, as the operators wrote them (plain text), and its album. */
export function ChatRoomInfo({
  room,
  visible,
  onClose,
}: {
  room: TChatRoom;
  visible: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      bodyClassName={styles.infoPopup}
    >
      <h2 className={styles.infoTitle} dir="auto">
        {room.name}
      </h2>
      <section className={styles.infoSection} data-testid="chat-announcement">
        <h3 className={styles.infoHeading}>{t('chat.announcement')}</h3>
        <p className={room.announcement ? styles.infoText : styles.infoNone} dir="auto">
          {room.announcement || t('chat.noAnnouncement')}
        </p>
      </section>
      <section className={styles.infoSection} data-testid="chat-rules">
        <h3 className={styles.infoHeading}>{t('chat.rules')}</h3>
        <p className={room.rules ? styles.infoText : styles.infoNone} dir="auto">
          {room.rules || t('chat.noRules')}
        </p>
      </section>
      {room.kind === 'group' && (
        <List className={styles.infoLinks}>
          <ListButton
            prefix={<PicturesOutline />}
            onClick={() => nav.navigateTo(chatAlbumsPath(room.id))}
            data-testid="chat-album-entry"
          >
            {t('chat.album.entry')}
          </ListButton>
        </List>
      )}
    </Popup>
  );
}
