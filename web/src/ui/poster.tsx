import { MovieOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import styles from './project-card.module.css';
import { uploadSrcSet } from './responsive-image';

/**
 * A project's poster, or a film-frame placeholder when it has none or the image fails. `sizes` is
 * the box's CSS width (the class sets it); `priority` for the one poster that is a page's largest
 * paint, which loads at once instead of lazily.
 */
export function Poster({
  src,
  alt,
  className,
  sizes = '112px',
  priority = false,
}: {
  src: string | null;
  alt: string;
  className?: string;
  sizes?: string;
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      // Like the image: named when it says something, hidden when the title beside it does (alt="").
      <span
        className={`${styles.posterEmpty} ${className ?? ''}`}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        <MovieOutline />
      </span>
    );
  }
  return (
    <img
      className={`${styles.posterImage} ${className ?? ''}`}
      src={src}
      srcSet={uploadSrcSet(src)}
      sizes={sizes}
      // A poster's 2:3 shape, for the space it holds before its class's size applies.
      width={600}
      height={900}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
