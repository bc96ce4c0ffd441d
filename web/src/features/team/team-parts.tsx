import { Avatar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { nav } from '../../shared/navigation';
import { formatDate } from '../../ui/format';
import { initials } from '../../ui/initials';
import { uploadCopy } from '../../ui/responsive-image';
import styles from './team.module.css';

/** A row of buttons, each opening a page. */
export function LinkButtons({ links }: { links: { path: string; label: string; testId: string }[] }) {
  return links.map((l) => (
    <button
      key={l.path}
      type="button"
      className={styles.rankingLink}
      onClick={() => nav.navigateTo(l.path)}
      data-testid={l.testId}
    >
      {l.label}
    </button>
  ));
}

/** A person in a team list: avatar or initials, nickname, masked phone, when they joined, and a tag. */
export function PersonRow({
  person,
  tag,
  ...data
}: {
  person: { nickname: string; phone: string; avatar: string | null; joinedAt: string };
  tag: ReactNode;
} & Record<`data-${string}`, string>) {
  const { t } = useTranslation();
  return (
    <li className={styles.member} {...data}>
      <Avatar
        className={styles.avatar}
        src={person.avatar ? uploadCopy(person.avatar, 40) : ''}
        alt=""
        fallback={<span className={styles.initials}>{initials(person.nickname)}</span>}
      />
      <div className={styles.memberText}>
        <span className={styles.nickname} dir="auto">
          {person.nickname}
        </span>
        {/* A new member's nickname is their masked phone until they change it. */}
        {person.phone !== person.nickname && (
          <span className={styles.meta} dir="ltr">
            {person.phone}
          </span>
        )}
        <time className={styles.meta} dateTime={person.joinedAt}>
          {t('team.joined', { date: formatDate(person.joinedAt, currentLanguage()) })}
        </time>
      </div>
      {tag}
    </li>
  );
}
