import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { MemberService } from '../member/service';
import type { UploadService } from '../upload/service';
import type { ChatBus } from './bus';
import { createChatMemberService } from './member-service';
import { createChatOperatorService } from './operator-service';
import type { MessageRow, Reader } from './repo';
import { messageView } from './views';

/**
 * Chat rooms (PRODUCT.md §10), one file per actor: members (`member-service.ts`: reading, speaking,
 * the socket) and operators (`operator-service.ts`: rooms, removing messages, bans). Each room
 * numbers its messages in the sending transaction. The service desk and the group albums have
 * services of their own (`desk-service.ts`, `album-service.ts`).
 */
export function createChatService(deps: {
  db: Db;
  clock: Clock;
  members: MemberService;
  uploads: UploadService;
  bus: ChatBus;
}) {
  return {
    /** A message as a reader sees it (the desk shows messages the same way). */
    messageView: (m: MessageRow, reader: Reader | null) => messageView(deps.uploads, m, reader),
    ...createChatMemberService(deps),
    ...createChatOperatorService(deps),
  };
}

export type ChatService = ReturnType<typeof createChatService>;
