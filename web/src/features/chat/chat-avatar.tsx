import { uploadCopy } from '../../ui/responsive-image';
import styles from './chat.module.css';

/** The first letter of a name (a whole character, not half a surrogate pair). */
const initial = (name: string) => (Array.from(name.trim())[0] ?? '#').toUpperCase();

/** A room's or a sender's picture, or the first letter of the name on a tinted disc. */
export function ChatAvatar({ name, src, small }: { name: string; src: string | null; small?: boolean }) {
  const size = small ? styles.avatarSmall : styles.avatar;
  if (src) return <img className={size} src={uploadCopy(src, 40)} alt="" loading="lazy" />;
  return (
    <span className={`${size} ${styles.avatarInitial}`} aria-hidden="true">
      {initial(name)}
    </span>
  );
}
