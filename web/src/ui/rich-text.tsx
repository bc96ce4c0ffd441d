import { withImageCopies } from './responsive-image';
import styles from './rich-text.module.css';

/**
 * Club text as the server stores it (articles, the company profile, the member clause and rights,
 * customer service). Rendering it as HTML is safe only because the server passes every body through
 * an allow-list when an operator saves it (server/src/modules/cms/sanitize.ts).
 */
export function RichText({ html }: { html: string }) {
  const shown = withImageCopies(html, '100vw');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's allow-list on save
  return <div className={styles.rich} data-testid="rich-text" dangerouslySetInnerHTML={{ __html: shown }} />;
}
