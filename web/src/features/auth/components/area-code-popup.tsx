import { useTranslation } from 'react-i18next';
import { Popup } from '../../../ui/popup';
import { chooseAreaCode } from '../area-code';
import styles from '../auth.module.css';
import { AreaCodeList } from './area-code-list';

export default function AreaCodePopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      bodyClassName={styles.areaPopup}
      destroyOnClose
    >
      <h2 className={styles.popupTitle}>{t('pages.selectCountry')}</h2>
      <AreaCodeList
        onSelect={(entry) => {
          chooseAreaCode(entry);
          onClose();
        }}
      />
    </Popup>
  );
}
