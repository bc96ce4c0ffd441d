import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './app.module.css';
import { nav } from './navigation';
import { usePageTitle } from './page';

type Props = {
  title: string;
  /** Sub-pages show a back arrow; tab pages do not. */
  back?: boolean;
  onBack?: () => void;
  right?: ReactNode;
};

/** The default navigation bar (spec §2): white, dark title; it also sets the document title. */
export function PageNavBar({ title, back = true, onBack, right }: Props) {
  usePageTitle(title);
  return (
    <NavBar
      className={styles.navBar}
      backIcon={back}
      back={back ? '' : null}
      onBack={onBack ?? nav.back}
      right={right}
      data-testid="nav-bar"
    >
      {title}
    </NavBar>
  );
}
