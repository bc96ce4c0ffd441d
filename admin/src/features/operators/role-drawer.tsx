import type { TPermissionCatalogue, TRoleItem, TRoleUpdateBody } from '@club/contract';
import { covers } from '@club/contract/lib/permissions';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Drawer,
  Flex,
  Form,
  Input,
  Space,
  Spin,
  Switch,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePerson } from '../../shared/api/get-person';
import { PAGE_LIST } from '../../shared/page-list';
import { grantsAny } from '../../shared/use-person';
import { useAction } from '../../ui/use-action';
import { validated } from '../../ui/validated';
import { usePermissionCatalogue } from './api/get-permission-catalogue';
import { useAddRole } from './api/post-role-add';
import { useUpdateRole } from './api/post-role-update';
import { usePermissionText } from './permission-text';

type Catalogue = TPermissionCatalogue;

const wildcardOf = (module: string) => `${module}:*:*`;

// Reading first, then the usual writes, then the area's own actions (alphabetically).
const ACTION_ORDER = ['read', 'add', 'update', 'delete'];
const actionRank = (a: string) => (ACTION_ORDER.includes(a) ? ACTION_ORDER.indexOf(a) : ACTION_ORDER.length);

/** The catalogue's keys of a module, by submodule, in the catalogue's order; view, add, edit, delete first. */
function bySubmodule(keys: Catalogue[number]['keys']) {
  const groups = new Map<string, Catalogue[number]['keys']>();
  for (const k of keys) groups.set(k.submodule, [...(groups.get(k.submodule) ?? []), k]);
  return [...groups.entries()].map(
    ([submodule, list]) =>
      [
        submodule,
        [...list].sort(
          (a, b) => actionRank(a.action) - actionRank(b.action) || a.action.localeCompare(b.action),
        ),
      ] as const,
  );
}

/**
 * A role's keys as the editor holds them: `*`, whole modules (`module:*:*`), single keys of the
 * catalogue, and any other wildcard the role already had (kept as it is unless removed).
 */
function split(keys: string[], catalogue: Catalogue) {
  const listed = new Set(catalogue.flatMap((m) => m.keys.map((k) => k.key)));
  const modules = new Set(catalogue.map((m) => m.module));
  const wholeModules = new Set<string>();
  const single = new Set<string>();
  const other: string[] = [];
  for (const key of keys) {
    if (key === '*') continue;
    const [m = '', s, a] = key.split(':');
    if (s === '*' && a === '*' && modules.has(m)) wholeModules.add(m);
    else if (listed.has(key)) single.add(key);
    else other.push(key);
  }
  return { all: keys.includes('*'), wholeModules, single, other };
}

/** Adds or edits a role: its name and its keys, chosen from the server's route table by module. */
export function RoleDrawer(props: {
  open: boolean;
  role: TRoleItem | null;
  /** The signed-in operator's own role: its keys are not theirs to change (the server refuses too). */
  ownRoleName: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const names = usePermissionText();
  const { run, busy } = useAction();
  const addRole = useAddRole();
  const updateRole = useUpdateRole();
  const [form] = Form.useForm<{ name: string }>();
  const catalogue = usePermissionCatalogue(props.open);
  const [all, setAll] = useState(false);
  const [wholeModules, setWholeModules] = useState<Set<string>>(new Set());
  const [single, setSingle] = useState<Set<string>>(new Set());
  const [other, setOther] = useState<string[]>([]);
  const [custom, setCustom] = useState('');
  const role = props.role;
  const own = role !== null && role.name === props.ownRoleName;
  // Only keys the operator holds themself may be handed on (the server refuses the others).
  const mine = usePerson().data?.permissions ?? [];
  const mayGrant = (key: string) => covers(mine, key);

  useEffect(() => {
    if (!props.open || !catalogue.data) return;
    const parts = split(role?.permissions ?? [], catalogue.data);
    setAll(parts.all);
    setWholeModules(parts.wholeModules);
    setSingle(parts.single);
    setOther(parts.other);
    setCustom('');
    form.setFieldsValue({ name: role?.name ?? '' });
  }, [props.open, role, catalogue.data, form]);

  const permissions = all
    ? ['*']
    : [
        ...[...wholeModules].map(wildcardOf),
        ...[...single].filter((k) => !wholeModules.has(k.split(':')[0] ?? '')),
        ...other,
      ];
  const pages = PAGE_LIST.filter((p) => grantsAny(permissions, p.permission));

  const toggle = <T,>(set: Set<T>, value: T, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(value);
    else next.delete(value);
    return next;
  };

  async function save() {
    const values = await validated(form);
    if (!values) return;
    const { name } = values;
    if (role === null) {
      const ok = await run(
        'save',
        () => addRole.mutateAsync({ name: name.trim(), permissions }),
        (answer) => t('requestId' in answer ? 'roles.requested' : 'roles.added', { name: name.trim() }),
      );
      if (ok) props.onClose();
      return;
    }
    const body: TRoleUpdateBody = { id: role.id };
    if (name.trim() !== role.name) body.name = name.trim();
    const same = [...permissions].sort().join() === [...role.permissions].sort().join();
    if (!same) body.permissions = permissions;
    if (body.name === undefined && body.permissions === undefined) return props.onClose();
    const saved = await run(
      'save',
      () => updateRole.mutateAsync(body),
      (answer) => t(answer ? 'roles.requested' : 'roles.saved', { name: body.name ?? role.name }),
    );
    if (saved) props.onClose();
  }

  const addCustom = () => {
    const key = custom.trim();
    if (key && !other.includes(key)) setOther([...other, key]);
    setCustom('');
  };

  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      size={720}
      title={role ? t('roles.editTitle', { name: role.name }) : t('roles.add')}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={props.onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={busy === 'save'} onClick={save} disabled={!catalogue.data}>
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      {catalogue.error && <Alert type="error" showIcon title={catalogue.error.message} />}
      {catalogue.isLoading && <Spin />}
      <Form form={form} layout="vertical">
        <Form.Item
          name="name"
          label={t('roles.name')}
          rules={[
            { required: true, whitespace: true, message: t('common.required') },
            { max: 40, message: t('common.tooLong', { max: 40 }) },
          ]}
        >
          <Input maxLength={40} />
        </Form.Item>
      </Form>
      {own && <Alert type="info" showIcon title={t('roles.ownRole')} style={{ marginBottom: 16 }} />}
      {catalogue.data && (
        <Flex vertical gap={12}>
          <Card size="small">
            <Flex justify="space-between" align="center" gap={12}>
              <div>
                <Typography.Text strong>{t('roles.allKeys')}</Typography.Text>{' '}
                <Typography.Text code>*</Typography.Text>
                <div>
                  <Typography.Text type="secondary">{t('roles.allKeysHelp')}</Typography.Text>
                </div>
              </div>
              <Switch
                checked={all}
                disabled={own || !mayGrant('*')}
                onChange={setAll}
                aria-label={t('roles.allKeys')}
              />
            </Flex>
          </Card>
          {catalogue.data.map((m) => {
            const whole = all || wholeModules.has(m.module);
            const count = whole ? m.keys.length : m.keys.filter((k) => single.has(k.key)).length;
            return (
              <Card
                key={m.module}
                size="small"
                data-testid={`module-${m.module}`}
                title={
                  <Space>
                    {names.module(m.module)}
                    <Tag>
                      {count}/{m.keys.length}
                    </Tag>
                  </Space>
                }
                extra={
                  <Checkbox
                    checked={whole}
                    disabled={all || own || !mayGrant(wildcardOf(m.module))}
                    onChange={(e) => setWholeModules(toggle(wholeModules, m.module, e.target.checked))}
                  >
                    {t('roles.wholeModule')}{' '}
                    <Typography.Text code>
                      <bdi>{wildcardOf(m.module)}</bdi>
                    </Typography.Text>
                  </Checkbox>
                }
              >
                <Flex vertical gap={6}>
                  {bySubmodule(m.keys).map(([submodule, keys]) => (
                    <Flex key={submodule} gap={12} align="baseline">
                      <Typography.Text type="secondary" style={{ width: 140, flex: 'none' }}>
                        {names.submodule(submodule)}
                      </Typography.Text>
                      <Flex gap="4px 12px" wrap>
                        {keys.map((k) => (
                          <Tooltip
                            key={k.key}
                            title={
                              <div>
                                <div>
                                  <code>
                                    <bdi>{k.key}</bdi>
                                  </code>
                                </div>
                                {k.routes.map((r) => (
                                  <div key={`${r.method} ${r.url}`} style={{ fontSize: 12, opacity: 0.85 }}>
                                    {r.method} {r.url}
                                  </div>
                                ))}
                              </div>
                            }
                          >
                            <Checkbox
                              checked={whole || single.has(k.key)}
                              disabled={whole || own || !mayGrant(k.key)}
                              aria-label={k.key}
                              onChange={(e) => setSingle(toggle(single, k.key, e.target.checked))}
                            >
                              {names.action(k.action)}
                            </Checkbox>
                          </Tooltip>
                        ))}
                      </Flex>
                    </Flex>
                  ))}
                </Flex>
              </Card>
            );
          })}
          <Card size="small" title={t('roles.otherKeys')}>
            <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
              {t('roles.otherKeysHelp')}
            </Typography.Paragraph>
            <Space wrap style={{ marginBottom: 8 }}>
              {other.map((key) => (
                <Tag
                  key={key}
                  closable={!own && !all}
                  onClose={() => setOther(other.filter((k) => k !== key))}
                  title={names.key(key)}
                >
                  <bdi>{key}</bdi>
                </Tag>
              ))}
            </Space>
            <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
              <Input
                value={custom}
                placeholder="finance:proj:*"
                aria-label={t('roles.customKey')}
                disabled={own || all}
                onChange={(e) => setCustom(e.target.value)}
                onPressEnter={addCustom}
              />
              <Button onClick={addCustom} disabled={own || all || custom.trim() === ''}>
                {t('common.add')}
              </Button>
            </Space.Compact>
          </Card>
          <Alert
            type={permissions.length ? 'success' : 'warning'}
            showIcon
            title={
              permissions.length
                ? t('roles.opensPages', {
                    n: pages.length,
                    pages: pages.map((p) => t(`menu.${p.label}`)).join(', ') || '–',
                  })
                : t('roles.noKeys')
            }
          />
        </Flex>
      )}
    </Drawer>
  );
}
