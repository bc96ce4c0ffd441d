import type { Redis } from 'ioredis';
import type { Db, Trx } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { Subscriber } from '../../kernel/events';
import type { RouteLimit } from '../../kernel/http';
import type { Metrics } from '../../kernel/metrics';
import { defineModule } from '../../kernel/module';
import type { MemberService } from '../member/service';
import type { MemberAdminEvents } from '../member-admin/events';
import type { MessageService } from '../message/service';
import type { SettingsService } from '../settings/service';
import type { UploadService } from '../upload/service';
import { chatAlbumOperatorRoutes } from './album-operator-routes';
import { chatAlbumRoutes } from './album-routes';
import { createChatAlbumService } from './album-service';
import { createChatBus } from './bus';
import { deskRoutes } from './desk-routes';
import { createDeskService } from './desk-service';
import { chatOperatorRoutes } from './operator-routes';
import { chatRoutes } from './routes';
import { createChatService } from './service';
import { chatSocket } from './socket';
import { subscribeChat } from './subscriptions';

export const chatModule = defineModule<{
  db: Db;
  clock: Clock;
  redis: Redis | undefined;
  events: Subscriber<Trx, MemberAdminEvents>;
  memberLimit: RouteLimit;
  settings: SettingsService;
  uploads: UploadService;
  members: MemberService;
  messages: MessageService;
  metrics: Metrics;
}>()({
  name: 'chat',
  create: ({ db, clock, redis, members, uploads }) => {
    const chatBus = createChatBus(redis);
    const chat = createChatService({ db, clock, members, uploads, bus: chatBus });
    return {
      chatBus,
      chat,
      desk: createDeskService({ db, clock, chat, bus: chatBus }),
      chatAlbums: createChatAlbumService({ db, clock, uploads }),
    };
  },
  subscribe: ({ events, chatBus }) => subscribeChat(events, chatBus),
  async routes(app, { chat, chatBus, desk, chatAlbums, messages, uploads, settings, memberLimit, metrics }) {
    chatRoutes(app, { chat, messages, memberLimit });
    chatOperatorRoutes(app, { chat });
    deskRoutes(app, { desk });
    chatAlbumRoutes(app, { albums: chatAlbums });
    chatAlbumOperatorRoutes(app, { albums: chatAlbums, uploads, settings });
    const socket = await chatSocket(app, { chat, bus: chatBus });
    metrics.gauge('club_chat_sockets', 'Open chat sockets on this process', (set) => set(socket.sockets()));
  },
});
