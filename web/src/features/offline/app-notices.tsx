import { useOnline } from '../../ui/use-online';
import styles from './offline.module.css';
import { OfflineBanner } from './offline-banner';
import { useWaitingUpdate } from './update';
import { UpdatePrompt } from './update-prompt';

/** The app's own state over every page: offline, and a new version waiting. */
export function AppNotices() {
  const online = useOnline();
  const update = useWaitingUpdate();
  if (online && !update) return null;
  return (
    <div className={styles.notices}>
      {online ? null : <OfflineBanner />}
      {update ? <UpdatePrompt onReload={update} /> : null}
    </div>
  );
}
