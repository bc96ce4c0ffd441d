import type { TRankBoard, TRankEntry } from '@club/contract/ranking';
import { Avatar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { initials } from '../../ui/initials';
import type { Money } from '../../ui/money';
import { uploadCopy } from '../../ui/responsive-image';
import { figureText } from './rank-format';
import styles from './ranking.module.css';

const medal = [styles.medal1, styles.medal2, styles.medal3];

/** A place on a board: a medal for 1–3 or the number, who holds it, the figure and the reward. */
export function RankLine({ entry, board, money }: { entry: TRankEntry; board: TRankBoard; money: Money }) {
  const { t } = useTranslation();
  return (
    <div className={styles.line}>
      <span className={medal[entry.rank - 1] ?? styles.place}>{entry.rank}</span>
      <Avatar
        className={styles.avatar}
        src={entry.avatar ? uploadCopy(entry.avatar, 40) : ''}
        alt=""
        fallback={<span className={styles.initials}>{initials(entry.nickname || entry.phone)}</span>}
      />
      <div className={styles.who}>
        {entry.nickname && (
          <span className={styles.nickname} dir="auto">
            {entry.nickname}
          </span>
        )}
        {entry.phone !== entry.nickname && (
          <span className={styles.phone} dir="ltr">
            {entry.phone}
          </span>
        )}
      </div>
      <div className={styles.amounts}>
        <span className={styles.figure}>{figureText(board, entry.figure, money)}</span>
        <span className={styles.reward}>{t('ranking.reward', { amount: money(entry.reward) })}</span>
      </div>
    </div>
  );
}
