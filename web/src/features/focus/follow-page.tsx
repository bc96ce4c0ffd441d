import { useTranslation } from 'react-i18next';
import { FocusList } from './focus-list';

/** My focus (spec §2): the projects the member follows. */
export default function FollowPage() {
  const { t } = useTranslation();
  return <FocusList kind="follow" title={t('pages.myFocus')} />;
}
