import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLayer } from '../../ui/layers';
import styles from './me.module.css';
import type { Explained } from './wallet-figures';

/** A figure's one-line definition (PRODUCT.md §2), with the figure it explains. */
export default function WalletDefinition({
  shown,
  onClose,
}: {
  shown: Explained | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  useLayer(shown !== null, onClose);
  return (
    <Dialog
      visible={shown !== null}
      title={shown && t(`wallets.${shown.figure}`)}
      content={
        shown && (
          <div className={styles.definition} data-testid="wallet-definition">
            <strong dir="ltr">{shown.amount}</strong>
            <p>{t(`wallets.definitions.${shown.figure}`)}</p>
          </div>
        )
      }
      actions={[{ key: 'ok', text: t('wallets.gotIt'), bold: true }]}
      closeOnAction
      onClose={onClose}
    />
  );
}
