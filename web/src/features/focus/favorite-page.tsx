import { useTranslation } from 'react-i18next';
import { FocusList } from './focus-list';

/** My collect (spec §2): the member's favourite projects. */
export default function FavoritePage() {
  const { t } = useTranslation();
  return <FocusList kind="favorite" title={t('pages.myCollect')} />;
}
