import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageNavBar } from '../../shared/nav-bar';
import type { PageProps } from '../../shared/page';
import { QueryState } from '../../ui/query-state';
import { Refreshable } from '../../ui/refreshable';
import { WithTexts } from '../../ui/with-texts';
import { useReportSummary } from './api/get-report-summary';
import { reportKey } from './api/keys';
import { MemberList } from './member-list';
import styles from './report.module.css';
import { ReportAmounts, ReportLevels, ReportLinks, ReportTotals } from './report-summary';
import { assistantIdOf } from './scope';
import { reportTexts } from './texts';

/**
 * Subordinate reports (PRODUCT.md §11): the team's totals, money figures and levels, the ways to its
 * graphs, and its members. With `?assistantId=` it is assistant details: the same report of one of
 * the director's assistants, titled with the assistant's masked phone.
 */
function ReportPageScreen({ query }: PageProps) {
  const { t } = useTranslation();
  const assistantId = assistantIdOf(query);
  const summary = useReportSummary(assistantId);
  const queryClient = useQueryClient();
  const title =
    assistantId === undefined
      ? t('pages.subordinateReports')
      : (summary.data?.holderPhone ?? t('pages.assistantDetails'));
  return (
    <>
      <PageNavBar title={title} />
      <Refreshable onRefresh={() => queryClient.refetchQueries({ queryKey: reportKey, type: 'active' })}>
        <div className={styles.page} data-testid="report-page" data-assistant-id={assistantId}>
          <QueryState query={summary}>
            {(s) => (
              <>
                <ReportTotals summary={s} />
                <ReportAmounts summary={s} />
                <ReportLevels summary={s} />
                <ReportLinks summary={s} assistantId={assistantId} />
                <MemberList assistantId={assistantId} levels={s.levels} />
              </>
            )}
          </QueryState>
        </div>
      </Refreshable>
    </>
  );
}

export default function ReportPage(props: PageProps) {
  return (
    <WithTexts texts={reportTexts}>
      <ReportPageScreen {...props} />
    </WithTexts>
  );
}
