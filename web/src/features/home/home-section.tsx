import type { ReactNode } from 'react';
import styles from './home.module.css';

/** A titled part of home, named by its heading for screen readers' landmark lists. */
export function HomeSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 className={styles.sectionTitle} id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}
