import { ErrorCode } from '@club/contract/lib/errors';
import type { TReportAssistant } from '@club/contract/report';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { currentLanguage } from '../../i18n';
import { PageNavBar } from '../../shared/nav-bar';
import { nav } from '../../shared/navigation';
import { useMoney } from '../../shared/use-money';
import { EmptyState } from '../../ui/empty-state';
import { formatDate, formatNumber } from '../../ui/format';
import { InfiniteFooter } from '../../ui/infinite-footer';
import { QueryState } from '../../ui/query-state';
import { Refreshable } from '../../ui/refreshable';
import { WithTexts } from '../../ui/with-texts';
import { useReportAssistants } from './api/get-report-assistants';
import styles from './report.module.css';
import { reportPaths, withAssistant } from './scope';
import { reportTexts } from './texts';

function AssistantRow({ assistant }: { assistant: TReportAssistant }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  return (
    <li className={styles.assistantItem} data-testid="report-assistant" data-user-id={assistant.userId}>
      <button
        type="button"
        className={styles.assistant}
        onClick={() => nav.navigateTo(withAssistant(reportPaths.assistant, assistant.userId))}
      >
        <span className={styles.assistantText}>
          <span className={styles.nickname} dir="auto">
            {assistant.nickname}
          </span>
          {/* A new member's nickname is their masked phone until they change it. */}
          {assistant.mobile !== assistant.nickname && (
            <span className={styles.mobile} dir="ltr">
              {assistant.mobile}
            </span>
          )}
          <span className={styles.meta}>
            {t('report.since', { date: formatDate(assistant.since, currentLanguage()) })}
          </span>
          <dl className={styles.assistantFacts}>
            <div>
              <dt>{t('report.users')}</dt>
              <dd>{formatNumber(assistant.users)}</dd>
            </div>
            <div>
              <dt>{t('report.members')}</dt>
              <dd>{formatNumber(assistant.members)}</dd>
            </div>
            <div>
              <dt>{t('report.shareholding')}</dt>
              <dd>{money(assistant.shareholding)}</dd>
            </div>
          </dl>
        </span>
        <RightOutline className={styles.chevron} aria-hidden="true" />
      </button>
    </li>
  );
}

/**
 * Assistant list: a director's assistants, each opening their team's report (assistant details). An
 * assistant has none; the server says the feature is not open to them, and so does the page.
 */
function AssistantsPageScreen() {
  const { t } = useTranslation();
  const query = useReportAssistants();
  const notOpen = isApiError(query.error) && query.error.code === ErrorCode.FEATURE_NOT_OPEN;
  return (
    <>
      <PageNavBar title={t('pages.assistantList')} />
      <Refreshable onRefresh={query.refetch}>
        <div className={styles.page}>
          {notOpen ? (
            <p className={styles.notOpen} data-testid="report-not-open">
              {t('common.featureNotOpen')}
            </p>
          ) : (
            <QueryState query={{ ...query, data: query.assistants }}>
              {(assistants) =>
                assistants.length === 0 ? (
                  <EmptyState description={t('report.noAssistants')} />
                ) : (
                  <>
                    <ul className={styles.rows}>
                      {assistants.map((a) => (
                        <AssistantRow key={a.userId} assistant={a} />
                      ))}
                    </ul>
                    <InfiniteFooter query={query} />
                  </>
                )
              }
            </QueryState>
          )}
        </div>
      </Refreshable>
    </>
  );
}

export default function AssistantsPage() {
  return (
    <WithTexts texts={reportTexts}>
      <AssistantsPageScreen />
    </WithTexts>
  );
}
