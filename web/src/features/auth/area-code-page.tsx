import { useTranslation } from 'react-i18next';
import { PageNavBar } from '../../shared/nav-bar';
import { nav } from '../../shared/navigation';
import { chooseAreaCode } from './area-code';
import { AreaCodeList } from './components/area-code-list';

/** "Select country or region" as a page; the choice is the one login and register use. */
export default function AreaCodePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageNavBar title={t('pages.selectCountry')} />
      <AreaCodeList
        onSelect={(entry) => {
          chooseAreaCode(entry);
          nav.back();
        }}
      />
    </>
  );
}
