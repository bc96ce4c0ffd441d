import { RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import styles from './ui.module.css';

/**
 * A list row that opens something. antd-mobile draws a clickable `List.Item` as an `<a>` without
 * href, which the Tab key skips and a screen reader does not call a button; this is the same row
 * (antd's classes, so it looks the same inside a `List`) as a real button: Tab reaches it, Enter
 * and Space press it. Spans, not antd's divs, as a button holds phrasing content only.
 */
export function ListButton({
  prefix,
  extra,
  description,
  arrowIcon = true,
  disabled,
  className,
  onClick,
  children,
  ...attributes
}: {
  prefix?: ReactNode;
  extra?: ReactNode;
  description?: ReactNode;
  /** The chevron, another icon, or false for none. */
  arrowIcon?: ReactNode;
  disabled?: boolean;
  className?: string;
  onClick: () => void;
  children: ReactNode;
  'aria-current'?: boolean;
  'data-testid'?: string;
}) {
  const classes = ['adm-list-item', styles.listButton, disabled && 'adm-list-item-disabled', className];
  return (
    <button
      type="button"
      className={classes.filter(Boolean).join(' ')}
      disabled={disabled}
      onClick={onClick}
      {...attributes}
    >
      <span className="adm-list-item-content">
        {prefix && <span className="adm-list-item-content-prefix">{prefix}</span>}
        <span className="adm-list-item-content-main">
          {children}
          {description && <span className="adm-list-item-description">{description}</span>}
        </span>
        {extra && <span className="adm-list-item-content-extra">{extra}</span>}
        {arrowIcon !== false && (
          <span className="adm-list-item-content-arrow">
            {arrowIcon === true ? <RightOutline /> : arrowIcon}
          </span>
        )}
      </span>
    </button>
  );
}
