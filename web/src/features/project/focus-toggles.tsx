import type { TProject } from '@club/contract';
import { HeartFill, HeartOutline, StarFill, StarOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../ui/toast';
import { type FocusKind, useSetFocus } from './api/post-set-focus';
import styles from './project.module.css';

/** Favourite (my collect) and follow (my focus): two toggles, each saved at once. */
export function FocusToggles({ project }: { project: TProject }) {
  const { t } = useTranslation();
  const focus = useSetFocus(project.id);

  async function toggle(kind: FocusKind) {
    const on = !project[kind];
    try {
      await focus.mutateAsync({ projectId: project.id, kind, on });
      toastSuccess(t(`project.focus.${kind}.${on ? 'added' : 'removed'}`));
    } catch (error) {
      toastError(error);
    }
  }

  const items = [
    {
      kind: 'favorite' as const,
      on: project.favorite,
      icon: project.favorite ? <HeartFill /> : <HeartOutline />,
    },
    { kind: 'follow' as const, on: project.follow, icon: project.follow ? <StarFill /> : <StarOutline /> },
  ];
  return (
    <div className={styles.toggles}>
      {items.map(({ kind, on, icon }) => (
        <button
          key={kind}
          type="button"
          className={on ? styles.toggleOn : styles.toggle}
          aria-pressed={on}
          disabled={focus.isPending}
          onClick={() => toggle(kind)}
          data-testid={`project-${kind}`}
        >
          {icon}
          {t(`project.focus.${kind}.${on ? 'on' : 'off'}`)}
        </button>
      ))}
    </div>
  );
}
