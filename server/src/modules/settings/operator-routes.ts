import { ZSettingList, ZSettingUpdateBody } from '@club/contract';
import { type App, requireAdmin } from '../../kernel/http';
import type { SettingsOperatorService } from './operator-service';

/** The back office's settings page (`/api/admin/base/setting/*`). */
export function settingsOperatorRoutes(app: App, deps: { settings: SettingsOperatorService }) {
  const { settings } = deps;
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
      schema: { tags, security, body: ZSettingUpdateBody, response: { 200: ZSettingList } },
    },
    async (request) => settings.update(requireAdmin(request).id, request.body),
  );
}
