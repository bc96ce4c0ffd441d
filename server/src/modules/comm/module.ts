import type { RouteEntry, RouteLimit } from '../../kernel/http';
import { defineModule } from '../../kernel/module';
import type { CaptchaService } from '../captcha/service';
import { DEMO_EPS_COLUMNS } from '../demo-open/service';
import type { SettingsService } from '../settings/service';
import type { UploadService } from '../upload/service';
import { commRoutes } from './routes';

export const commModule = defineModule<{
  limit: RouteLimit;
  routeTable: readonly RouteEntry[];
  captcha: CaptchaService;
  uploads: UploadService;
  settings: SettingsService;
}>()({
  name: 'comm',
  routes: (app, { captcha, uploads, settings, limit, routeTable }) =>
    commRoutes(app, { captcha, uploads, settings, limit, routes: routeTable, columns: DEMO_EPS_COLUMNS }),
});
