import type { TProject } from '@club/contract';
import { progressPercent } from '@club/contract/lib/money-math';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n';
import { formatNumber } from './format';
import type { Money } from './money';
import { Poster } from './poster';
import { ProgressLine } from './progress-line';
import styles from './project-card.module.css';
import { ProjectStateTag } from './project-state';
import { formatRate, formatRateShort } from './rate';

/** How far fundraising has come: a bar and the exact percentage, from real investments only. */
export function FundingProgress({ progressRate }: { progressRate: string }) {
  const { t } = useTranslation();
  return (
    <ProgressLine
      percent={progressPercent(progressRate)}
      label={t('project.progress')}
      text={formatRate(progressRate, currentLanguage())}
      testId="project-progress"
    />
  );
}

function Term({ label, value }: { label: string; value: string }) {
  return (
    <span className={styles.term}>
      <span className={styles.termValue}>{value}</span>
      <span className={styles.termLabel}>{label}</span>
    </span>
  );
}

/**
 * A project in a list (home, hot, favourites, follows): poster, title, state, annual rate, cycle,
 * minimum, progress with raised of scale, and the number of investors. Opens the project.
 */
export function ProjectCard({
  project,
  money,
  onOpen,
}: {
  project: TProject;
  money: Money;
  onOpen: (project: TProject) => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <button
      type="button"
      className={styles.card}
      onClick={() => onOpen(project)}
      data-testid="project-card"
      data-project-id={project.id}
      data-state={project.state}
    >
      <Poster src={project.poster} alt="" className={styles.poster} sizes="88px" />
      <span className={styles.body}>
        <span className={styles.head}>
          <span className={styles.title}>{project.title}</span>
          <ProjectStateTag state={project.state} />
        </span>
        <span className={styles.terms}>
          <Term label={t('project.annualRate')} value={formatRateShort(project.annualRate, lang)} />
          <Term label={t('project.cycle')} value={t('project.days', { n: formatNumber(project.cycle) })} />
          <Term label={t('project.minimum')} value={money(project.single)} />
        </span>
        <FundingProgress progressRate={project.progressRate} />
        <span className={styles.foot}>
          <span className={styles.raised}>
            {t('project.raisedOf', { raised: money(project.raised), scale: money(project.amount) })}
          </span>
          <span className={styles.investors}>
            {t('project.investors', { n: formatNumber(project.investorCount) })}
          </span>
        </span>
      </span>
    </button>
  );
}

/** The shape of a few cards while the first page loads. */
export function ProjectCardSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div className={styles.skeletons} data-testid="project-loading">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity
        <div key={i} className={styles.skeleton}>
          <Skeleton className={styles.skeletonPoster} animated />
          <div className={styles.skeletonText}>
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={3} animated />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The padding of a page that is a list of project cards. */
export const projectListClass = styles.list;
