import { REPORT_ROLES, type TReportRole } from '@club/contract';
import { Form, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MemberPicker } from '../../shared/member-picker';
import { FormModal } from '../../ui/form-modal';
import { type RoleAddBody, useAddRole } from './api/post-role-add';

type RoleValues = { userId?: number; role: TReportRole; directorId?: number };

/** The body the form's values make: a director has no director of their own, so none is sent. */
export function toRoleBody(v: RoleValues): RoleAddBody {
  const userId = Number(v.userId);
  return v.role === 'assistant'
    ? { userId, role: v.role, directorId: Number(v.directorId) }
    : { userId, role: v.role };
}

/**
 * Makes a member a director, or an assistant of one director (PRODUCT.md §11), each picked by phone,
 * name or id. The director is asked for, and required, only for an assistant; the server refuses a
 * member who already holds a role and a "director" who is none.
 */
export function RoleModal(props: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RoleValues>();
  const add = useAddRole();
  const role = Form.useWatch('role', form) ?? 'director';
  const idRule = { required: true, message: t('reports.pickRequired') };

  return (
    <FormModal
      form={form}
      title={t('reports.addTitle')}
      okText={t('reports.add')}
      initialValues={{ role: 'director' }}
      data-testid="report-role-form"
      onSave={(v) => add.mutateAsync(toRoleBody(v))}
      done={(_, v) => t('reports.added', { id: Number(v.userId) })}
      onClose={props.onClose}
    >
      <Form.Item name="userId" label={t('reports.pickMember')} rules={[idRule]}>
        <MemberPicker data-testid="report-role-user" />
      </Form.Item>
      <Form.Item name="role" label={t('reports.role')}>
        <Radio.Group
          optionType="button"
          options={REPORT_ROLES.map((r) => ({ value: r, label: t(`reports.roles.${r}`) }))}
          data-testid="report-role-kind"
        />
      </Form.Item>
      {role === 'assistant' && (
        <Form.Item
          name="directorId"
          label={t('reports.director')}
          extra={t('reports.pickDirectorHelp')}
          dependencies={['userId']}
          rules={[
            idRule,
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                value !== undefined && value !== null && value === getFieldValue('userId')
                  ? Promise.reject(new Error(t('reports.ownDirector')))
                  : Promise.resolve(),
            }),
          ]}
        >
          <MemberPicker data-testid="report-role-director" />
        </Form.Item>
      )}
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t(`reports.roleHelp.${role}`)}
      </Typography.Paragraph>
    </FormModal>
  );
}
