import { createErrorBlock } from 'antd-mobile';
import { OfflineGlyph } from './offline-glyph';
import styles from './ui.module.css';

/** A film frame in the theme's colours, in place of antd's blue illustration. */
function EmptyImage() {
  return (
    <svg viewBox="0 0 96 72" className={styles.emptyImage} aria-hidden="true">
      <rect x="8" y="14" width="80" height="50" rx="8" fill="#f3ecdb" />
      <rect x="8" y="14" width="80" height="12" rx="4" fill="#e6d3a3" />
      <path d="M18 14l8 12M34 14l8 12M50 14l8 12M66 14l8 12" stroke="#fff" strokeWidth="4" />
      <circle cx="48" cy="45" r="11" fill="none" stroke="#c9a14a" strokeWidth="3" />
      <path d="M45 40v10l8-5z" fill="#c9a14a" />
    </svg>
  );
}

/** The offline state's picture, in the same colours. */
function OfflineImage() {
  return (
    <svg viewBox="0 0 96 72" className={styles.emptyImage} aria-hidden="true">
      <circle cx="48" cy="36" r="32" fill="#f3ecdb" />
      <g transform="translate(30 18) scale(1.5)" color="#c9a14a">
        <OfflineGlyph />
      </g>
    </svg>
  );
}

/** A failed answer's picture: an exclamation mark, in the same colours. */
function ErrorImage() {
  return (
    <svg viewBox="0 0 96 72" className={styles.emptyImage} aria-hidden="true">
      <circle cx="48" cy="36" r="32" fill="#f3ecdb" />
      <path d="M48 20v22" stroke="#c9a14a" strokeWidth="6" strokeLinecap="round" />
      <circle cx="48" cy="52" r="3.5" fill="#c9a14a" />
    </svg>
  );
}

/**
 * antd's ErrorBlock with the theme's pictures. Its own bundles four blue illustrations (~8 KB
 * gzipped) into the first load of every page that shows a list or a query's state.
 */
export const ErrorBlock = createErrorBlock({
  default: <ErrorImage />,
  disconnected: <OfflineImage />,
  empty: <EmptyImage />,
  busy: <ErrorImage />,
});
