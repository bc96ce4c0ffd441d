import type { TContentItem } from '@club/contract';
import { nav } from '../../app/navigation';
import { newsDetailPath } from '../../app/paths';
import { currentLanguage } from '../../i18n';
import { formatDate } from '../../ui/format';
import styles from './content.module.css';

/** One news headline with its summary and date; opens the article. */
export function NewsItem({ item, withSummary = true }: { item: TContentItem; withSummary?: boolean }) {
  return (
    <button
      type="button"
      className={styles.item}
      onClick={() => nav.navigateTo(newsDetailPath(item.id))}
      data-testid="news-item"
      data-news-id={item.id}
    >
      <span className={styles.itemTitle} data-testid="news-title">
        {item.title}
      </span>
      {withSummary && item.summary && <span className={styles.itemSummary}>{item.summary}</span>}
      {item.publishedAt && (
        <span className={styles.itemDate}>{formatDate(item.publishedAt, currentLanguage())}</span>
      )}
    </button>
  );
}
