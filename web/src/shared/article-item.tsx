import type { TContentItem } from '@club/contract';
import { currentLanguage } from '../i18n';
import { formatDate } from '../ui/format';
import styles from './article-item.module.css';
import { nav } from './navigation';
import { guideDetailPath, newsDetailPath } from './paths';

/** One news or site-guide headline with its summary and date; opens the article (home, news, site guide). */
export function ArticleItem({ item, withSummary = true }: { item: TContentItem; withSummary?: boolean }) {
  const path = item.kind === 'guide' ? guideDetailPath(item.id) : newsDetailPath(item.id);
  return (
    <button
      type="button"
      className={styles.item}
      onClick={() => nav.navigateTo(path)}
      data-testid={`${item.kind}-item`}
      data-id={item.id}
    >
      <span className={styles.itemTitle} data-testid="article-title">
        {item.title}
      </span>
      {withSummary && item.summary && <span className={styles.itemSummary}>{item.summary}</span>}
      {item.publishedAt && (
        <span className={styles.itemDate}>{formatDate(item.publishedAt, currentLanguage())}</span>
      )}
    </button>
  );
}
