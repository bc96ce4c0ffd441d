import { randomBytes, randomInt } from 'node:crypto';
import type { TCaptchaChallenge } from '@club/contract';
import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import type { SettingsService } from '../settings/service';
import { drawPuzzle, PUZZLE } from './image';
import { insertChallenge, takeChallenge } from './repo';

const MIN_X = PUZZLE.piece + 10;
const MAX_X = PUZZLE.width - PUZZLE.piece - 4;

export function createCaptchaService(deps: {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  /** TEST_SEAMS only: every puzzle's answer is this x. */
  fixedX?: number;
}) {
  const { db, clock, settings } = deps;
  return {
    async create(): Promise<TCaptchaChallenge> {
      const { captchaTtlSeconds } = await settings.all();
      const x =
        deps.fixedX === undefined ? randomInt(MIN_X, MAX_X + 1) : Math.min(Math.max(deps.fixedX, 0), MAX_X);
      const y = randomInt(4, PUZZLE.height - PUZZLE.piece - 4);
      const { background, piece } = drawPuzzle(x, y);
      const id = randomBytes(16).toString('base64url');
      const now = clock.now();
      await insertChallenge(db, {
        id,
        answer_x: x,
        created_at: now,
        expires_at: now + captchaTtlSeconds * 1000,
      });
      return {
        captchaId: id,
        backgroundImage: background,
        pieceImage: piece,
        pieceY: y,
        width: PUZZLE.width,
        height: PUZZLE.height,
        pieceSize: PUZZLE.piece,
        expiresIn: captchaTtlSeconds,
      };
    },

    /** One answer per puzzle, right or wrong; a wrong, late or reused answer needs a new puzzle. */
    async verify(captchaId: string | undefined, x: number | undefined): Promise<void> {
      if (!captchaId || x === undefined) fail('CAPTCHA_REQUIRED');
      const { captchaTolerancePx } = await settings.all();
      const answer = await takeChallenge(db, captchaId, clock.now());
      if (answer === undefined || Math.abs(answer - x) > captchaTolerancePx) fail('CAPTCHA_FAILED');
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
