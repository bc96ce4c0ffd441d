import * as z from 'zod';
import { ZId, ZIdText } from './ids';
import { LANGUAGE_CODES, type LanguageCode } from './lib/languages';
import { ZSingleLineText } from './text';

/*
 * The `open/demo/*` samples of the specification (section 7): one small, real use of each mechanism
 * (CRUD, i18n, cache, event, queue, SSE, RPC, tenant, transaction, plugin), public and kept apart
 * from members' data.
 */

/** The goods sample's title: at most 50 characters (specification §3 and §9). */
export const DEMO_GOODS_TITLE_MAX = 50;
const ZDemoTitle = ZSingleLineText.trim().min(1).max(DEMO_GOODS_TITLE_MAX);
const ZDemoKeyWord = ZSingleLineText.trim().max(DEMO_GOODS_TITLE_MAX).optional();

/**
 * Whose goods a request sees: the `X-Tenant-Id` header, or the shared `default` tenant without one.
 * Loose, so the request's other headers stay as they are.
 */
export const ZDemoTenantHeaders = z.looseObject({
  'x-tenant-id': ZSingleLineText.regex(/^[a-z0-9][a-z0-9-]{0,31}$/).optional(),
});
export const DEMO_DEFAULT_TENANT = 'default';

export const ZDemoGoods = z.object({
  id: z.number().int(),
  tenant: z.string(),
  title: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type TDemoGoods = z.infer<typeof ZDemoGoods>;

export const ZDemoGoodsAddBody = z.strictObject({ title: ZDemoTitle });
export const ZDemoGoodsUpdateBody = z.strictObject({ id: ZId, title: ZDemoTitle });
/** Deleting needs at least one selected item (specification §5). */
export const ZDemoGoodsDeleteBody = z.strictObject({ ids: z.array(ZId).min(1).max(100) });
export const ZDemoGoodsInfoQuery = z.strictObject({ id: ZIdText });
/** Part of the title, any case. */
export const ZDemoGoodsListBody = z.strictObject({ keyWord: ZDemoKeyWord });
export const ZDemoGoodsPageBody = z.strictObject({
  keyWord: ZDemoKeyWord,
  page: z.number().int().min(1).max(100_000).default(1),
  size: z.number().int().min(1).max(100).default(20),
});

/** All of them or none: a title taken, or repeated in the list, stores nothing. */
export const ZDemoTransactionBody = z.strictObject({ titles: z.array(ZDemoTitle).min(1).max(10) });

export const ZDemoTenant = z.object({ tenant: z.string(), goods: z.number().int() });

export const ZDemoI18nQuery = z.strictObject({
  name: ZSingleLineText.trim().min(1).max(30),
  /** Overrides Accept-Language. */
  lang: z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]).optional(),
});
export const ZDemoI18n = z.object({ lang: z.string(), text: z.string() });

const ZDemoCacheKey = ZSingleLineText.regex(/^[A-Za-z0-9_.:-]{1,64}$/);
export const ZDemoCacheSetBody = z.strictObject({
  key: ZDemoCacheKey,
  value: ZSingleLineText.max(200),
  ttlSeconds: z.number().int().min(1).max(300).default(60),
});
export const ZDemoCacheGetQuery = z.strictObject({ key: ZDemoCacheKey });
/** `store`: Redis when the server has one, else this process's memory. */
export const ZDemoCacheEntry = z.object({
  key: z.string(),
  value: z.string().nullable(),
  store: z.enum(['redis', 'memory']),
});

const ZDemoMessage = ZSingleLineText.trim().min(1).max(100);
export const ZDemoEventBody = z.strictObject({ message: ZDemoMessage });
const ZDemoEvent = z.object({ message: z.string(), at: z.number().int() });
/** How many listeners the event reached, and what the demo listener has heard lately. */
export const ZDemoEventSent = z.object({ delivered: z.number().int(), recent: z.array(ZDemoEvent) });

export const ZDemoQueueAddBody = z.strictObject({ message: ZDemoMessage });
export const ZDemoQueueInfoQuery = z.strictObject({ id: ZIdText });
export const ZDemoQueueItem = z.object({
  id: z.number().int(),
  message: z.string(),
  state: z.enum(['waiting', 'done']),
  createdAt: z.number().int(),
  processedAt: z.number().int().nullable(),
});

export const ZDemoSseQuery = z.strictObject({ count: z.coerce.number().int().min(1).max(5).default(3) });

/** A procedure called by name with its parameters, answered with its result. */
export const ZDemoRpcBody = z.discriminatedUnion('method', [
  z.strictObject({ method: z.literal('goods.count') }),
  z.strictObject({ method: z.literal('goods.info'), params: z.strictObject({ id: ZId }) }),
  z.strictObject({
    method: z.literal('i18n.greet'),
    params: z.strictObject({ name: ZDemoI18nQuery.shape.name, lang: ZDemoI18nQuery.shape.lang }),
  }),
]);
export const ZDemoRpcResult = z.object({ method: z.string(), result: z.unknown() });

export const ZDemoPluginQuery = z.strictObject({
  a: z.coerce.number().int().min(-1_000_000).max(1_000_000),
  b: z.coerce.number().int().min(-1_000_000).max(1_000_000),
});
export const ZDemoPluginResult = z.object({ plugin: z.string(), result: z.number().int() });
