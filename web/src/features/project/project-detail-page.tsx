import type { TProjectDetail } from '@club/contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageNavBar } from '../../shared/nav-bar';
import type { PageProps } from '../../shared/page';
import { useMoney } from '../../shared/use-money';
import { EmptyState } from '../../ui/empty-state';
import { LazyOnce } from '../../ui/lazy-once';
import { QueryState } from '../../ui/query-state';
import { usePreloadWhenIdle } from '../../ui/use-preload-when-idle';
import { useProjectDetail } from './api/get-project-detail';
import { FundingHistory } from './funding-history';
import styles from './project.module.css';
import { ProjectHero } from './project-hero';
import { ProjectMedia } from './project-media';
import { ProjectPosition } from './project-position';
import { ProjectFunding, ProjectTerms } from './project-terms';
import { paragraphs } from './risk-warning';

function TextCard({ title, text, testId }: { title: string; text: string; testId: string }) {
  return (
    <section className={styles.card} data-testid={testId}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {paragraphs(text).map((p) => (
        <p key={p} className={styles.text}>
          {p}
        </p>
      ))}
    </section>
  );
}

function Detail({ project }: { project: TProjectDetail }) {
  const { t } = useTranslation();
  const { money, currency } = useMoney();
  usePreloadWhenIdle(loadInvestSheet);
  const [investing, setInvesting] = useState(false);
  const open = project.phase === 'fundraising';
  const people = [
    [t('project.actor'), project.actor],
    [t('project.cast'), project.cast],
  ].filter(([, value]) => value);

  return (
    <div className={styles.page}>
      <ProjectHero project={project} />
      {project.position && project.position.investments > 0 && (
        <ProjectPosition position={project.position} money={money} />
      )}
      <ProjectFunding project={project} money={money} />
      <ProjectTerms project={project} money={money} />
      <ProjectMedia project={project} />
      {people.length > 0 && (
        <section className={styles.card} data-testid="project-people">
          <dl className={styles.people}>
            {people.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {project.description && (
        <TextCard title={t('project.description')} text={project.description} testId="project-description" />
      )}
      <FundingHistory events={project.fundingHistory} money={money} />
      <section className={styles.card} data-testid="project-risk">
        <h2 className={styles.sectionTitle}>{t('project.risk')}</h2>
        <p className={styles.riskGeneral}>{t('project.riskGeneral')}</p>
        {paragraphs(project.riskText).map((p) => (
          <p key={p} className={styles.text}>
            {p}
          </p>
        ))}
      </section>

      <div className={styles.actionBar}>
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          disabled={!open}
          onClick={() => setInvesting(true)}
          data-testid="project-invest"
        >
          {open ? t('project.investNow') : t(`project.state.${project.state}`)}
        </Button>
      </div>
      <LazyOnce
        load={loadInvestSheet}
        active={investing}
        props={{ project, visible: investing, money, currency, onClose: () => setInvesting(false) }}
      />
    </div>
  );
}

/** The invest sheet (amount, coupons, the pay password) loads on the tap that opens it. */
const loadInvestSheet = () => import('./invest-sheet').then((m) => ({ default: m.InvestSheet }));

/** Invest details (spec §2): one film project, everything about it, and investing in it. */
export default function ProjectDetailPage({ query }: PageProps) {
  const { t } = useTranslation();
  const id = Number(query.id);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useProjectDetail(valid ? id : 0);
  return (
    <>
      <PageNavBar title={t('pages.investDetails')} />
      {valid ? (
        <QueryState query={detail}>{(project) => <Detail project={project} />}</QueryState>
      ) : (
        <EmptyState description={t('project.notFound')} />
      )}
    </>
  );
}
