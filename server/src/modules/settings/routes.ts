import { ZSettingList, ZSettingUpdateBody } from '@club/contract';
import { type App, requireAdmin } from '../../kernel/http';
import type { SettingsAdminService } from './service';

/** The back office's settings page (`/api/admin/base/setting/*`). */
export function settingsRoutes(app: App, deps: { settingsAdmin: SettingsAdminService }) {
  const { settingsAdmin } = deps;
  const tags = ['admin'];
  const security = [{ token: [] }];

  app.get(
    '/api/admin/base/setting/list',
    {
      config: { permission: 'base:setting:read' },
      schema: { tags, security, response: { 200: ZSettingList } },
    },
    async () => settingsAdmin.list(),
  );
  app.post(
    '/api/admin/base/setting/update',
    {
      config: { permission: 'base:setting:update' },
      schema: { tags, security, body: ZSettingUpdateBody, response: { 200: ZSettingList } },
    },
    async (request) => settingsAdmin.update(requireAdmin(request).id, request.body),
  );
}
