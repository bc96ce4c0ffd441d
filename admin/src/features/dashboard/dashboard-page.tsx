import { CheckCircleFilled, CloseCircleFilled, ReloadOutlined } from '@ant-design/icons';
import type { TDashboardSummary } from '@club/contract';
import {
  Alert,
  Button,
  Card,
  Col,
  Row,
  Space,
  Statistic,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/use-person';
import { formatMoney, formatTime } from '../../ui/format';
import { useDashboardSummary } from './api/get-dashboard-summary';
import styles from './dashboard.module.css';
import { DayBars } from './day-bars';

type Day = TDashboardSummary['days'][number];

/** One figure with the smaller ones that explain it underneath. */
function Figure(props: { title: string; value: string | number; lines: string[]; testId: string }) {
  return (
    <Card className={styles.figure} data-testid={props.testId}>
      <Statistic title={props.title} value={props.value} />
      {props.lines.map((line) => (
        <Typography.Text key={line} type="secondary" className={styles.line}>
          {line}
        </Typography.Text>
      ))}
    </Card>
  );
}

/** The ledger's invariants: green when all hold, otherwise each failing check with what it found. */
function LedgerStatus({ ledger }: { ledger: TDashboardSummary['ledger'] }) {
  const { t, i18n } = useTranslation();
  // A check the server adds before the locale files know it shows in the server's English words.
  const checkName = (c: { key: string; name: string }) => {
    const key = `dashboard.checks.${c.key}`;
    return i18n.exists(key) ? t(key as 'dashboard.checks.entriesBalance') : c.name;
  };
  const failing = ledger.checks.filter((c) => !c.ok);
  return (
    <Card title={t('dashboard.ledgerTitle')} className={styles.section}>
      <div data-testid="dashboard-ledger" data-ok={ledger.ok}>
        {ledger.ok ? (
          <Alert
            type="success"
            showIcon
            title={t('dashboard.ledgerBalanced')}
            description={t('dashboard.ledgerBalancedHelp', { n: ledger.checks.length })}
          />
        ) : (
          <Alert
            type="error"
            showIcon
            title={t('dashboard.ledgerBroken', { n: failing.length })}
            description={t('dashboard.ledgerBrokenHelp')}
          />
        )}
        {/* Failing checks first: they are what the operator has to read. */}
        <ul className={styles.checks}>
          {[...failing, ...ledger.checks.filter((c) => c.ok)].map((c) => (
            <li key={c.key} className={c.ok ? styles.checkOk : styles.checkFailed}>
              {c.ok ? <CheckCircleFilled /> : <CloseCircleFilled />}
              <span className={styles.checkText}>
                <span className={styles.checkName}>{checkName(c)}</span>
                {/* A failure's diagnostic (the entry or account ids to look at) is the server's raw words. */}
                {!c.ok && (
                  <Typography.Text type="danger" className={styles.checkDetail}>
                    <bdi>{c.detail}</bdi>
                  </Typography.Text>
                )}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}

/** The back office's home: members, money in and out, what waits for review, and the ledger's health. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const can = useCan();
  const { data, error, isFetching, refetch } = useDashboardSummary();

  // The summary names its own currency: the figures are in it whatever the site config says.
  const money = (minor: number) => (data ? formatMoney(minor, data.currencyExponent, data.currency) : '');

  /** A count waiting for review, a link to its review page when the operator may open it. */
  const pending = (label: string, count: number, href: string, key: string) => (
    <li>
      <span>{label}</span>
      {can(key) ? (
        <a href={href} className={styles.pendingCount}>
          {count}
        </a>
      ) : (
        <span className={styles.pendingCount}>{count}</span>
      )}
    </li>
  );

  const flow = (f: { amount: number; count: number }) => (
    <span>
      {money(f.amount)} <Typography.Text type="secondary">({f.count})</Typography.Text>
    </span>
  );
  const dayColumns: TableColumnsType<Day> = [
    { title: t('dashboard.day'), dataIndex: 'day', key: 'day' },
    { title: t('dashboard.newMembers'), dataIndex: 'newMembers', key: 'newMembers', align: 'end' },
    { title: t('dashboard.moneyIn'), key: 'moneyIn', align: 'end', render: (_, d) => flow(d.moneyIn) },
    { title: t('dashboard.moneyOut'), key: 'moneyOut', align: 'end', render: (_, d) => flow(d.moneyOut) },
  ];

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title={t('menu.dashboard')}
        extra={
          <Space>
            {data && (
              <Typography.Text type="secondary">
                {t('dashboard.at', { time: formatTime(data.at) })}
              </Typography.Text>
            )}
            <Button icon={<ReloadOutlined />} loading={isFetching} onClick={() => void refetch()}>
              {t('dashboard.refresh')}
            </Button>
          </Space>
        }
      >
        {error && <Alert type="error" title={error.message} showIcon />}
        {data && (
          <Row gutter={[16, 16]}>
            <Col flex="1 1 220px">
              <Figure
                testId="dashboard-members"
                title={t('dashboard.members')}
                value={data.members.total}
                lines={[
                  t('dashboard.newToday', { n: data.members.newToday }),
                  t('dashboard.newLast7Days', { n: data.members.newLast7Days }),
                ]}
              />
            </Col>
            <Col flex="1 1 220px">
              <Figure
                testId="dashboard-vips"
                title={t('dashboard.activeVips')}
                value={data.activeVips}
                lines={[t('dashboard.activeVipsHelp')]}
              />
            </Col>
            <Col flex="1 1 220px">
              <Figure
                testId="dashboard-money-in"
                title={t('dashboard.moneyInToday')}
                value={money(data.moneyIn.today.amount)}
                lines={[
                  t('dashboard.orders', { n: data.moneyIn.today.count }),
                  t('dashboard.last7Days', {
                    amount: money(data.moneyIn.last7Days.amount),
                    n: data.moneyIn.last7Days.count,
                  }),
                ]}
              />
            </Col>
            <Col flex="1 1 220px">
              <Figure
                testId="dashboard-money-out"
                title={t('dashboard.moneyOutToday')}
                value={money(data.moneyOut.today.amount)}
                lines={[
                  t('dashboard.ordersWithFees', {
                    n: data.moneyOut.today.count,
                    fees: money(data.moneyOut.today.fees),
                  }),
                  t('dashboard.last7DaysWithFees', {
                    amount: money(data.moneyOut.last7Days.amount),
                    n: data.moneyOut.last7Days.count,
                    fees: money(data.moneyOut.last7Days.fees),
                  }),
                ]}
              />
            </Col>
            <Col flex="1 1 220px">
              <Card className={styles.figure} data-testid="dashboard-pending">
                <Statistic
                  title={t('dashboard.pending')}
                  value={data.pending.recharges + data.pending.withdrawals + data.pending.bankCards}
                />
                <ul className={styles.pendingList}>
                  {pending(t('menu.recharges'), data.pending.recharges, '#/recharges', 'recharge:order:read')}
                  {pending(
                    t('menu.withdrawals'),
                    data.pending.withdrawals,
                    '#/withdrawals',
                    'withdraw:order:read',
                  )}
                  {pending(t('menu.bankCards'), data.pending.bankCards, '#/bank-cards', 'bank:card:read')}
                </ul>
              </Card>
            </Col>
          </Row>
        )}
      </Card>
      {data && (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={14}>
            <Card title={t('dashboard.daysTitle')} className={styles.section}>
              <DayBars days={data.days} money={money} />
              <Table<Day>
                size="small"
                rowKey="day"
                pagination={false}
                dataSource={[...data.days].reverse()}
                columns={dayColumns}
                scroll={{ x: 'max-content' }}
              />
            </Card>
          </Col>
          <Col xs={24} xl={10}>
            <Space orientation="vertical" size="large" style={{ width: '100%' }}>
              <LedgerStatus ledger={data.ledger} />
              <Card title={t('menu.marketing')} data-testid="dashboard-marketing">
                <Statistic title={t('marketing.balance')} value={money(data.marketing.balance)} />
                <Typography.Paragraph type={data.marketing.pendingCount > 0 ? 'warning' : 'secondary'}>
                  {t('dashboard.rewardsWaiting', {
                    n: data.marketing.pendingCount,
                    amount: money(data.marketing.pendingAmount),
                  })}
                </Typography.Paragraph>
                {can('finance:marketing:read') && <a href="#/marketing">{t('dashboard.openMarketing')}</a>}
              </Card>
            </Space>
          </Col>
        </Row>
      )}
    </Space>
  );
}
