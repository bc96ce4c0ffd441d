import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ListButton } from './list-button';
import { Popup } from './popup';
import styles from './widgets.module.css';

export type PressAction = { key: string; text: string; run: () => void };

/** What a long press offers (copy, save), as a sheet from the bottom with Cancel under it. */
export function PressMenu({
  actions,
  visible,
  onClose,
}: {
  actions: PressAction[];
  visible: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Popup visible={visible} onClose={onClose} onMaskClick={onClose} bodyClassName={styles.pressMenu}>
      <div data-testid="press-menu">
        <List>
          {actions.map((action) => (
            <ListButton
              key={action.key}
              arrowIcon={false}
              onClick={() => {
                onClose();
                action.run();
              }}
              data-testid={`press-${action.key}`}
            >
              {action.text}
            </ListButton>
          ))}
        </List>
      </div>
      <button type="button" className={styles.pressCancel} onClick={onClose}>
        {t('common.cancel')}
      </button>
    </Popup>
  );
}
