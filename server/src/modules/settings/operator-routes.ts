import { ZSettingList, ZSettingUpdateAnswer, ZSettingUpdateBody } from '@club/contract';
import { type App, requireAdmin } from '../../kernel/http';
import type { Idempotency } from '../../kernel/idempotency';
import { approvalDecisionRoutes } from '../approval/operator-routes';
import type { ApprovalService } from '../approval/service';
import type { SettingsOperatorService } from './operator-service';

/**
 * The back office's settings page (`/api/admin/base/setting/*`). A change of a money setting is
 * approved or refused by a second operator holding the same key (`update/approve`, `update/reject`).
 */
export function settingsOperatorRoutes(
  app: App,
  deps: { settings: SettingsOperatorService; approvals: ApprovalService; once: Idempotency },
) {
  const { settings, approvals, once } = deps;
  const tags = ['admin'];
  const security = [{ token: [] }];

  app.get(
    '/api/admin/base/setting/list',
    {
      config: { permission: 'base:setting:read' },
      schema: { tags, security, response: { 200: ZSettingList } },
    },
    async () => settings.list(),
  );
  app.post(
    '/api/admin/base/setting/update',
    {
      config: { permission: 'base:setting:update' },
      schema: { tags, security, body: ZSettingUpdateBody, response: { 200: ZSettingUpdateAnswer } },
    },
    async (request) => settings.update(requireAdmin(request).id, request.body),
  );
  approvalDecisionRoutes(
    app,
    { approvals, once },
    {
      kind: 'setting-update',
      prefix: '/api/admin/base/setting/update',
      permission: 'base:setting:update',
      tags,
    },
  );
}
