import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db';
import { HOUR_MS } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import type { SettingsService } from '../settings/service';
import { sniffImageType, sniffVideoType } from './image-type';
import { findImageByStem, findUpload, insertUpload, markPublic, setVariants } from './repo';
import { type ImageSize, parseVariantName, readImageSize, variantName, writeVariants } from './variants';

export const UPLOAD_URL_PREFIX = '/uploads/';

/** The names `saveImage` gives: 32 random hex digits and the type's extension. */
const IMAGE_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;
const VIDEO_NAME = /^[0-9a-f]{32}\.(mp4|webm)$/;
/** The images that get WebP copies: not GIF, whose animation a copy would lose, nor video. */
const STILL_NAME = /\.(png|jpg|webp)$/;

export type Owner = { kind: 'member' | 'admin'; id: number };

/**
 * Uploads and who may read them. Operators' uploads (posters, stills, trailers, content images)
 * are public; a member's upload is private (a bank receipt shows their name and account) until
 * it becomes their avatar. A private file is served only through a link signed with `key` that
 * expires: views hand such links to the member who owns the file and to operators allowed to see it.
 */
export function createUploadService(deps: {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  dir: string;
  key: Buffer;
}) {
  const { db, clock, settings, dir, key } = deps;
  const nameOf = (url: string) =>
    url.startsWith(UPLOAD_URL_PREFIX) ? url.slice(UPLOAD_URL_PREFIX.length) : '';
  const signature = (name: string, exp: number) =>
    createHmac('sha256', key).update(`${name}:${exp}`).digest();

  /** A still image's pixel size; a decompression bomb is refused before anything is written. */
  async function sizeOf(fileName: string, content: Buffer) {
    const size = STILL_NAME.test(fileName) ? await readImageSize(content) : undefined;
    if (size === 'too-large') fail('UPLOAD_TYPE');
    return size;
  }
  const copiesOf = async (fileName: string, content: Buffer, size: { width: number } | undefined) =>
    size ? (await writeVariants(dir, fileName, content)).join(',') : '';

  /**
   * An upload from before copies gets them the first time one is asked for; requests for the same
   * file meanwhile wait for the same work. A bomb stored before the limit simply gets none.
   */
  const backfills = new Map<string, Promise<string>>();
  function backfill(fileName: string): Promise<string> {
    const running = backfills.get(fileName);
    if (running) return running;
    const work = (async () => {
      const content = await fs.readFile(path.join(dir, fileName));
      const size = STILL_NAME.test(fileName) ? await readImageSize(content) : undefined;
      const fits = size === 'too-large' ? undefined : size;
      const variants = await copiesOf(fileName, content, fits);
      await setVariants(db, fileName, fits, variants);
      return variants;
    })().finally(() => backfills.delete(fileName));
    backfills.set(fileName, work);
    return work;
  }

  /** The file that answers a request for `upload`'s copy at `width`: the copy, or the original when it has none. */
  async function variantFile(upload: { file_name: string; variants: string | null }, width: number) {
    const variants = upload.variants ?? (await backfill(upload.file_name));
    return variants.split(',').includes(String(width))
      ? variantName(upload.file_name, width)
      : upload.file_name;
  }

  /** A public upload, or a private one with an unexpired signature of its own name. */
  function signedFor(upload: { file_name: string; private: number }, link: { exp?: string; sig?: string }) {
    if (upload.private === 0) return true;
    const exp = Number(link.exp);
    if (!Number.isSafeInteger(exp) || exp * 1000 <= clock.now()) return false;
    const given = Buffer.from(link.sig ?? '', 'hex');
    const expected = signature(upload.file_name, exp);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  return {
    dir,

    async maxBytes() {
      return (await settings.all()).uploadMaxBytes;
    },

    /**
     * Stores an image (or, for operators' trailers, an MP4 or WebM clip) under a random name; any
     * other content is refused, whatever its name or declared type.
     */
    async saveImage(content: Buffer, owner: Owner, allowVideo = false): Promise<{ url: string }> {
      const head = content.subarray(0, 16);
      const type = sniffImageType(head) ?? (allowVideo ? sniffVideoType(head) : undefined);
      if (!type) fail('UPLOAD_TYPE');
      const fileName = `${randomBytes(16).toString('hex')}.${type.ext}`;
      const size = await sizeOf(fileName, content);
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, fileName), content, { flag: 'wx' });
      const variants = await copiesOf(fileName, content, size);
      await insertUpload(db, {
        file_name: fileName,
        mime: type.mime,
        size: content.length,
        owner_kind: owner.kind,
        owner_id: owner.id,
        created_at: clock.now(),
        private: owner.kind === 'member' ? 1 : 0,
        width: size?.width ?? null,
        height: size?.height ?? null,
        variants,
      });
      return { url: `${UPLOAD_URL_PREFIX}${fileName}` };
    },

    /**
     * A file a request names must be one its caller may use: a member's own upload (avatar,
     * voucher), or for operators any operator's upload (project media), of the expected kind.
     */
    async assertOwnImage(
      url: string,
      owner: Owner,
      field = 'avatar',
      kind: 'image' | 'video' = 'image',
    ): Promise<ImageSize | undefined> {
      const name = nameOf(url);
      const pattern = kind === 'image' ? IMAGE_NAME : VIDEO_NAME;
      const upload = pattern.test(name) ? await findUpload(db, name) : undefined;
      const allowed = owner.kind === 'admin' ? upload?.owner_kind === 'admin' : upload?.owner_id === owner.id;
      if (!upload || upload.owner_kind !== owner.kind || !allowed) fail('VALIDATION_FORMAT', { field });
      // Its pixel size, when known (uploads older than the copies have none until one is asked for).
      return upload.width && upload.height ? { width: upload.width, height: upload.height } : undefined;
    },

    /** Readable by anyone from now on: a member's upload that became their avatar. */
    async makePublic(url: string) {
      await markPublic(db, nameOf(url));
    },

    /**
     * A stored `/uploads/<name>` as a link that reads it even when private, valid for one to two
     * hours: the expiry is rounded to the hour, so the same file keeps the same link (and the
     * browser's cached copy) while a page is re-read.
     */
    signedUrl(url: string) {
      const name = nameOf(url);
      const exp = ((Math.floor(clock.now() / HOUR_MS) + 2) * HOUR_MS) / 1000;
      return `${UPLOAD_URL_PREFIX}${name}?exp=${exp}&sig=${signature(name, exp).toString('hex')}`;
    },

    /**
     * The stored file a request may read, `file` in `dir`: public, or private with an unexpired
     * signature. A WebP copy (`<hex>-w320.webp`) is readable exactly when its original is, through
     * the original's signed link.
     */
    async readable(name: string, link: { exp?: string; sig?: string }) {
      const variant = parseVariantName(name);
      if (!variant && !IMAGE_NAME.test(name) && !VIDEO_NAME.test(name)) return undefined;
      const upload = variant ? await findImageByStem(db, variant.stem) : await findUpload(db, name);
      if (!upload || !signedFor(upload, link)) return undefined;
      const file = variant ? await variantFile(upload, variant.width) : upload.file_name;
      return { file, private: upload.private === 1 };
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
