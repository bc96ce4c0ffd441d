import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useStandingText } from '../../shared/api/get-standing-text';
import { PageNavBar } from '../../shared/nav-bar';
import { nav } from '../../shared/navigation';
import { paths } from '../../shared/paths';
import { EmptyState } from '../../ui/empty-state';
import { PageLoading } from '../../ui/page-loading';
import { QueryState } from '../../ui/query-state';
import { RichText } from '../../ui/rich-text';
import styles from './content.module.css';

/**
 * Customer service (spec §2, home): how to reach the club (hours, e-mail, phone) as the operators
 * publish it, and the way into the member's one-to-one chat with the service desk.
 */
export default function ServicePage() {
  const { t } = useTranslation();
  const service = useStandingText('customerService');
  return (
    <>
      <PageNavBar title={t('pages.customerService')} />
      <div className={styles.page}>
        <Button
          block
          color="primary"
          className={styles.serviceChat}
          onClick={() => nav.navigateTo(paths.chatService)}
          data-testid="customer-service-chat"
        >
          {t('content.chatWithUs')}
        </Button>
        <QueryState query={service} loading={<PageLoading />}>
          {(item) =>
            item ? (
              <article className={styles.article} data-testid="customer-service">
                <h1 className={styles.articleTitle}>{item.title}</h1>
                <RichText html={item.body} />
              </article>
            ) : (
              <EmptyState description={t('content.emptyService')} />
            )
          }
        </QueryState>
      </div>
    </>
  );
}
