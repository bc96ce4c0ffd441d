import { MovieOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import styles from './project-card.module.css';

/** A project's poster, or a film-frame placeholder when it has none or the image fails. */
export function Poster({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span className={`${styles.posterEmpty} ${className ?? ''}`} role="img" aria-label={alt || undefined}>
        <MovieOutline />
      </span>
    );
  }
  return (
    <img
      className={`${styles.posterImage} ${className ?? ''}`}
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
