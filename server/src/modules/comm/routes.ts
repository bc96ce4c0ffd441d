import { randomUUID } from 'node:crypto';
import {
  LANGUAGES,
  ZAreaCodeEntry,
  ZCaptchaChallenge,
  ZConfigQuery,
  ZLanguage,
  ZSiteConfig,
  ZUploaded,
  ZUploadMode,
} from '@club/contract';
import * as z from 'zod';
import { type App, requireMember } from '../../kernel/http';
import { translate } from '../../kernel/i18n';
import type { CaptchaService } from '../captcha/service';
import type { SettingsService } from '../settings/service';
import { readUploadedFile } from '../upload/read-file';
import type { UploadService } from '../upload/service';
import { areaCodes } from './area-codes';

type Limit = (max: number) => object;

const TEMP_USER_ID = /^[A-Za-z0-9-]{8,64}$/;

export function commRoutes(
  app: App,
  deps: { captcha: CaptchaService; uploads: UploadService; settings: SettingsService; limit: Limit },
) {
  const { captcha, uploads, settings, limit } = deps;
  const base = '/api/app/comm/comm';

  app.get(
    `${base}/config`,
    {
      config: { auth: 'public' },
      schema: { tags: ['comm'], querystring: ZConfigQuery, response: { 200: ZSiteConfig } },
    },
    async (request) => {
      const s = await settings.all();
      const given = request.query.tempUserId;
      return {
        siteName: s.siteName ?? translate(request.lang, 'site.name'),
        description: s.siteDescription ?? translate(request.lang, 'site.description'),
        tempUserId: given && TEMP_USER_ID.test(given) ? given : randomUUID(),
        currency: s.currency,
        currencyExponent: s.currencyExponent,
      };
    },
  );

  app.get(
    `${base}/language`,
    { config: { auth: 'public' }, schema: { tags: ['comm'], response: { 200: z.array(ZLanguage) } } },
    async () => LANGUAGES.map((l) => ({ code: l.code, name: l.name, rtl: l.rtl })),
  );

  app.get(
    `${base}/phoneAreaCode`,
    { config: { auth: 'public' }, schema: { tags: ['comm'], response: { 200: z.array(ZAreaCodeEntry) } } },
    async (request) => areaCodes(request.lang),
  );

  app.get(
    `${base}/generateImageValidationUrl`,
    {
      config: { auth: 'public', ...limit(30) },
      schema: { tags: ['comm'], response: { 200: ZCaptchaChallenge } },
    },
    async () => captcha.create(),
  );

  app.get(`${base}/uploadMode`, { schema: { tags: ['comm'], response: { 200: ZUploadMode } } }, async () => ({
    mode: 'local' as const,
    maxBytes: await uploads.maxBytes(),
  }));

  app.post(
    `${base}/upload`,
    {
      config: limit(20),
      schema: { tags: ['comm'], consumes: ['multipart/form-data'], response: { 200: ZUploaded } },
    },
    async (request) => {
      const content = await readUploadedFile(request, await uploads.maxBytes());
      return uploads.saveImage(content, { kind: 'member', id: requireMember(request).id });
    },
  );
}
