import { Button } from 'antd-mobile';
import { ExclamationCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { type Blocker, blockerActions, runBlockerAction } from './blockers';
import styles from './project.module.css';

/** Each thing that stands in the way, in the server's words, with the way to fix it where there is one. */
export function InvestBlockers({ blockers, onLeave }: { blockers: Blocker[]; onLeave: () => void }) {
  const { t } = useTranslation();
  if (blockers.length === 0) return null;
  return (
    <ul className={styles.blockers} data-testid="invest-blockers" aria-live="polite">
      {blockers.map((blocker) => {
        const action = blockerActions[blocker.name];
        return (
          <li
            key={blocker.name}
            className={styles.blocker}
            data-testid="invest-blocker"
            data-name={blocker.name}
          >
            <ExclamationCircleFill className={styles.blockerIcon} />
            <span className={styles.blockerText}>{blocker.message}</span>
            {action && (
              <Button
                size="mini"
                color="primary"
                shape="rounded"
                className={styles.blockerAction}
                onClick={() => {
                  // Activation tips open over the sheet; the other actions leave the page.
                  if (action !== 'activate') onLeave();
                  runBlockerAction(action);
                }}
                data-testid={`invest-blocker-${action}`}
              >
                {t(`invest.blockerAction.${action}`)}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
