import { randomUUID } from 'node:crypto';
import {
  LANGUAGES,
  type LanguageCode,
  type TEpsColumn,
  ZAreaCodeEntry,
  ZCaptchaChallenge,
  ZConfigQuery,
  ZEps,
  ZLanguage,
  ZParam,
  ZParamQuery,
  ZSiteConfig,
  ZUploaded,
  ZUploadMode,
} from '@club/contract';
import * as z from 'zod';
import { type App, type RouteEntry, type RouteLimit, requireMember } from '../../kernel/http';
import { translate } from '../../kernel/i18n';
import type { CaptchaService } from '../captcha/service';
import type { SettingsService } from '../settings/service';
import { readUploadedFile } from '../upload/read-file';
import type { UploadService } from '../upload/service';
import { areaCodes } from './area-codes';
import { endpointsOf } from './eps';

const TEMP_USER_ID = /^[A-Za-z0-9-]{8,64}$/;

export function commRoutes(
  app: App,
  deps: {
    captcha: CaptchaService;
    uploads: UploadService;
    settings: SettingsService;
    limit: RouteLimit;
    /** The kernel's route table, complete once the app is ready (`base/comm/eps` lists it). */
    routes: readonly RouteEntry[];
    /** The columns of the tables controllers edit, by prefix, for `base/comm/eps`. */
    columns: Readonly<Record<string, TEpsColumn[]>>;
  },
) {
  const { captcha, uploads, settings, limit, routes, columns } = deps;
  const base = '/api/app/comm/comm';

  /** The settings anyone may read, with the translated defaults for what the operator left unset. */
  async function publicSettings(lang: LanguageCode) {
    const s = await settings.all();
    return {
      siteName: s.siteName ?? translate(lang, 'site.name'),
      description: s.siteDescription ?? translate(lang, 'site.description'),
      currency: s.currency,
      currencyExponent: s.currencyExponent,
    };
  }

  app.get(
    `${base}/config`,
    {
      config: { auth: 'public' },
      schema: { tags: ['comm'], querystring: ZConfigQuery, response: { 200: ZSiteConfig } },
    },
    async (request) => {
      const given = request.query.tempUserId;
      return {
        ...(await publicSettings(request.lang)),
        tempUserId: given && TEMP_USER_ID.test(given) ? given : randomUUID(),
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

  // The specification lists the upload calls under `comm/comm` and again under `base/comm`: one
  // handler answers both.
  for (const at of [base, '/api/app/base/comm']) {
    app.get(`${at}/uploadMode`, { schema: { tags: ['comm'], response: { 200: ZUploadMode } } }, async () => ({
      mode: 'local' as const,
      maxBytes: await uploads.maxBytes(),
    }));

    app.post(
      `${at}/upload`,
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

  app.get(
    '/api/app/base/comm/param',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['comm'],
        summary: 'One public setting by key',
        querystring: ZParamQuery,
        response: { 200: ZParam },
      },
    },
    async (request) => {
      const { key } = request.query;
      return { key, value: (await publicSettings(request.lang))[key] };
    },
  );

  app.get(
    '/api/app/base/comm/eps',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['comm'],
        summary: 'The member and open endpoints, by module',
        response: { 200: ZEps },
      },
    },
    async () => endpointsOf(routes, columns),
  );
}
