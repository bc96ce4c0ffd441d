import { Button } from 'antd-mobile';
import { AddSquareOutline, UploadOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Popup } from '../../ui/popup';
import styles from './home-content.module.css';

/** iOS has no install prompt: the steps through Safari's Share menu, with the icons it shows. */
export default function InstallSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Popup visible={visible} onClose={onClose} onMaskClick={onClose} bodyClassName={styles.installSheet}>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="install-sheet">
        <h2 id={titleId} className={styles.installTitle}>
          {t('home.installTitle')}
        </h2>
        <ol className={styles.installSteps}>
          <li>
            <UploadOutline className={styles.installStepIcon} />
            <span>{t('home.installStepShare')}</span>
          </li>
          <li>
            <AddSquareOutline className={styles.installStepIcon} />
            <span>{t('home.installStepAdd')}</span>
          </li>
        </ol>
        <Button block shape="rounded" onClick={onClose} data-testid="install-sheet-close">
          {t('home.installDone')}
        </Button>
      </div>
    </Popup>
  );
}
