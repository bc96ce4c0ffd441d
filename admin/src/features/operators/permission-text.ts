import { useTranslation } from 'react-i18next';

/**
 * Human names for the parts of permission keys (`finance:proj:read` → "Projects · View"); a part the
 * locale file does not know yet (a new server route) shows as itself, so nothing breaks.
 */
export function usePermissionText() {
  const { t, i18n } = useTranslation();
  const text = (group: 'modules' | 'submodules' | 'actions', part: string) => {
    const path = `roles.${group}.${part}`;
    return i18n.exists(path) ? String(t(path as 'roles.title')) : part;
  };
  return {
    module: (m: string) => text('modules', m),
    submodule: (s: string) => text('submodules', s),
    action: (a: string) => text('actions', a),
    /** A whole key: "Everything" for `*`, "All of Finance" for `finance:*:*`, else its parts. */
    key(key: string) {
      if (key === '*') return t('roles.allKeys');
      const [m = '', s = '', a = ''] = key.split(':');
      if (s === '*' && a === '*') return t('roles.allOfModule', { module: text('modules', m) });
      const parts = [
        m === '*' ? t('roles.anyModule') : text('modules', m),
        s === '*' ? t('roles.anySubmodule') : text('submodules', s),
        a === '*' ? t('roles.anyAction') : text('actions', a),
      ];
      return parts.join(' · ');
    },
  };
}
