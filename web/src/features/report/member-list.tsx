import type { TReportMember, TReportSummary } from '@club/contract/report';
import { SearchBar, Selector } from 'antd-mobile';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { EmptyState } from '../../ui/empty-state';
import { formatDateTime, formatNumber } from '../../ui/format';
import { InfiniteFooter } from '../../ui/infinite-footer';
import { QueryState } from '../../ui/query-state';
import { StatusTag } from '../../ui/status-tag';
import { useDebounced } from '../../ui/use-debounced';
import { useReportMembers } from './api/get-report-members';
import type { ReportMemberFilters, ReportScope } from './api/keys';
import styles from './report.module.css';

const ALL = 'all';

/**
 * One row of filter chips; the first chip is "All". Tapping the chosen chip again also goes back to
 * all, as antd's single-choice selector clears it.
 */
function FilterRow<V extends string>({
  name,
  testId,
  options,
  value,
  onChange,
}: {
  name: string;
  testId: string;
  options: { value: V; label: string }[];
  value: V | undefined;
  onChange: (value: V | undefined) => void;
}) {
  const { t } = useTranslation();
  const chips: { value: string; label: ReactNode }[] = [
    { value: ALL, label: t('report.all') },
    ...options,
  ].map((o) => ({ value: o.value, label: <span data-testid={`${testId}-${o.value}`}>{o.label}</span> }));
  return (
    <fieldset className={styles.filter}>
      <legend className={styles.filterName}>{name}</legend>
      <Selector
        showCheckMark={false}
        options={chips}
        value={[value ?? ALL]}
        onChange={([chosen]) => onChange(chosen === undefined || chosen === ALL ? undefined : (chosen as V))}
      />
    </fieldset>
  );
}

function MemberRow({ member }: { member: TReportMember }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const activated = member.memberStatus === 'activated';
  return (
    <li
      className={styles.row}
      data-testid="report-member"
      data-user-id={member.userId}
      data-status={member.memberStatus}
      data-assist={String(member.assist)}
    >
      <div className={styles.rowTop}>
        <span className={styles.userId}>{t('report.userId', { id: member.userId })}</span>
        <span className={styles.mobile} dir="ltr">
          {member.mobile}
        </span>
        <span className={styles.tags}>
          {member.assist && <span className={styles.assistTag}>{t('report.assist')}</span>}
          <StatusTag tone={activated ? 'success' : 'muted'}>
            {t(`report.status.${member.memberStatus}`)}
          </StatusTag>
        </span>
      </div>
      <dl className={styles.rowFacts}>
        <div>
          <dt>{t('report.level')}</dt>
          <dd>{formatNumber(member.level)}</dd>
        </div>
        <div>
          <dt>{t('report.registered')}</dt>
          <dd>
            <time dateTime={member.registeredTime}>{formatDateTime(member.registeredTime, locale)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('report.activatedAt')}</dt>
          <dd>
            {member.activateMemberTime ? (
              <time dateTime={member.activateMemberTime}>
                {formatDateTime(member.activateMemberTime, locale)}
              </time>
            ) : (
              t('report.status.notActivated')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('report.feeName')}</dt>
          <dd data-testid="report-member-fee">
            {t(member.isMemberFeeReturned ? 'report.fee.yes' : 'report.fee.no')}
          </dd>
        </div>
      </dl>
    </li>
  );
}

/**
 * The team's members: searched by user id or phone digits, narrowed by membership, deposit and level,
 * page by page.
 */
export function MemberList({
  assistantId,
  levels,
}: {
  assistantId: ReportScope;
  levels: TReportSummary['levels'];
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [status, setStatus] = useState<ReportMemberFilters['status']>();
  const [feeReturned, setFeeReturned] = useState<ReportMemberFilters['feeReturned']>();
  const [level, setLevel] = useState<string>();
  const search = useDebounced(text.trim());
  const filters = useMemo<ReportMemberFilters>(
    () => ({
      search: search || undefined,
      status,
      feeReturned,
      level: level === undefined ? undefined : Number(level),
    }),
    [search, status, feeReturned, level],
  );
  const query = useReportMembers(assistantId, filters);
  const filtered = Object.values(filters).some((v) => v !== undefined);
  return (
    <section data-testid="report-members">
      <div className={styles.listHead}>
        <h2 className={styles.sectionTitle}>{t('report.memberList')}</h2>
        <SearchBar
          placeholder={t('report.search')}
          value={text}
          onChange={setText}
          onSearch={(value) => setText(value)}
          aria-label={t('report.search')}
          data-testid="report-search"
        />
        <FilterRow
          name={t('report.statusName')}
          testId="report-status"
          options={[
            { value: 'activated', label: t('report.status.activated') },
            { value: 'notActivated', label: t('report.status.notActivated') },
          ]}
          value={status}
          onChange={setStatus}
        />
        <FilterRow
          name={t('report.feeName')}
          testId="report-fee"
          options={[
            { value: 'yes', label: t('report.fee.yes') },
            { value: 'no', label: t('report.fee.no') },
          ]}
          value={feeReturned}
          onChange={setFeeReturned}
        />
        {levels.length > 1 && (
          <FilterRow
            name={t('report.level')}
            testId="report-level-filter"
            options={levels.map((l) => ({ value: String(l.level), label: formatNumber(l.level) }))}
            value={level}
            onChange={setLevel}
          />
        )}
      </div>
      <QueryState query={{ ...query, data: query.members }}>
        {(members) =>
          members.length === 0 ? (
            <EmptyState description={t(filtered ? 'report.noMatch' : 'report.empty')} />
          ) : (
            <>
              <ul className={styles.rows}>
                {members.map((m) => (
                  <MemberRow key={m.userId} member={m} />
                ))}
              </ul>
              <InfiniteFooter query={query} />
            </>
          )
        }
      </QueryState>
    </section>
  );
}
