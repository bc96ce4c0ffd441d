import { ZDictData, ZDictDataBody, ZDictType } from '@club/contract';
import * as z from 'zod';
import type { Db } from '../../db';
import type { App } from '../../kernel/http';
import { dictData, dictTypes } from './service';

export function dictRoutes(app: App, deps: { db: Db }) {
  app.post(
    '/api/app/dict/info/data',
    {
      config: { auth: 'public' },
      schema: { tags: ['dict'], body: ZDictDataBody, response: { 200: ZDictData } },
    },
    async (request) => dictData(deps.db, request.body.types, request.lang),
  );
  app.get(
    '/api/app/dict/info/types',
    { config: { auth: 'public' }, schema: { tags: ['dict'], response: { 200: z.array(ZDictType) } } },
    async (request) => dictTypes(deps.db, request.lang),
  );
}
