import type { TMemberLevel, TPrivilegeState } from '@club/contract';
import { CheckCircleOutline, ClockCircleOutline, LockOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { combineQueries } from '../../api/combine-queries';
import { useIncome } from '../../shared/api/get-income';
import { useStandingText } from '../../shared/api/get-standing-text';
import { PageNavBar } from '../../shared/nav-bar';
import { EmptyState } from '../../ui/empty-state';
import { type Money, moneyOf } from '../../ui/money';
import { QueryState } from '../../ui/query-state';
import { RichText } from '../../ui/rich-text';
import { StatusTag, type Tone } from '../../ui/status-tag';
import { useMemberLevels } from './api/get-member-levels';
import { type Privilege, useMemberRights } from './api/get-member-rights';
import styles from './member.module.css';
import { groupRights, type RightGroup } from './membership';

const tone: Record<TPrivilegeState, Tone> = { unlocked: 'success', locked: 'muted', expired: 'danger' };

/**
 * A check for an unlocked privilege (the open padlock's gap vanishes at this size and reads as
 * locked), a closed padlock only for a locked one, a clock for one that lapsed with the membership.
 */
const icon: Record<TPrivilegeState, ReactNode> = {
  unlocked: <CheckCircleOutline />,
  locked: <LockOutline />,
  expired: <ClockCircleOutline />,
};

function Group({
  group,
  levels,
  money,
}: {
  group: RightGroup<Privilege>;
  levels: TMemberLevel[];
  money: Money;
}) {
  const { t } = useTranslation();
  const level = levels.find((l) => l.kind === group.kind && l.level === group.level);
  const name = level?.name ?? `${group.kind.toUpperCase()}${group.level}`;
  const hint =
    group.kind === 'vip'
      ? t('member.rights.vipHint')
      : level && t('member.svip.threshold', { amount: money(level.threshold) });
  return (
    <section
      className={styles.group}
      aria-labelledby={`rights-${group.id}`}
      data-testid={`rights-${group.id}`}
    >
      <header className={styles.groupHead}>
        <h2 className={styles.groupName} id={`rights-${group.id}`}>
          {name}
        </h2>
        {hint && <span className={styles.groupHint}>{hint}</span>}
      </header>
      <ul className={styles.rights}>
        {group.rights.map((right) => (
          <li
            key={right.key}
            className={styles.right}
            data-testid={`right-${right.key}`}
            data-state={right.state}
          >
            <span className={styles.rightIcon} data-icon={right.state}>
              {icon[right.state]}
            </span>
            <span className={styles.rightLabel}>{right.label}</span>
            <StatusTag tone={tone[right.state]}>{t(`member.rights.state.${right.state}`)}</StatusTag>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The member-rights text the operators published last; nothing while there is none or it fails. */
function PublishedRights() {
  const text = useStandingText('memberRights').data;
  if (!text) return null;
  return (
    <article className={styles.published} data-testid="member-rights-text">
      <h2 className={styles.publishedTitle}>{text.title}</h2>
      <RichText html={text.body} />
    </article>
  );
}

/** Member rights: the operators' text about them, then every level's privileges and their state. */
export default function RightsPage() {
  const { t } = useTranslation();
  const rights = useMemberRights();
  const levels = useMemberLevels();
  const income = useIncome();
  const query = combineQueries({ rights, levels, income });
  return (
    <>
      <PageNavBar title={t('pages.memberRights')} />
      <div className={styles.page}>
        <PublishedRights />
        <QueryState query={query}>
          {(data) => {
            const groups = groupRights(data.rights);
            if (groups.length === 0) return <EmptyState />;
            const money = moneyOf(data.income);
            return (
              <>
                <p className={styles.rightsIntro}>{t('member.rights.intro')}</p>
                {groups.map((group) => (
                  <Group key={group.id} group={group} levels={data.levels} money={money} />
                ))}
              </>
            );
          }}
        </QueryState>
      </div>
    </>
  );
}
