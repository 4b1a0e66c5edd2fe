import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { appModule } from '../app-module';
import type { Mail } from '../mail/mail.module';
import { createConversationsRepository } from './conversations.repository';
import type { LivePublisher } from './live-publisher';
import { createMessagesRepository } from './messages.repository';
import { messagesRoutes } from './messages.routes';
import { createMessagesService } from './messages.service';

export type { LivePublisher } from './live-publisher';
export type { MessagesService } from './messages.service';

export interface MessagesModuleDeps {
  db: Db;
  mail: Mail;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Tells both people's open pages of each new message. */
  live: LivePublisher;
  publicUrl: string;
  /** Messages (new conversations included) an account may send a minute. */
  perMinute: number;
  redis: Redis | undefined;
}

/** Messages between people: conversations, their mails, and the owners' reply times. */
export function createMessagesModule(deps: MessagesModuleDeps) {
  const service = createMessagesService({
    ...deps,
    conversations: createConversationsRepository(deps.db, deps.mail.inStatement.insert),
    messages: createMessagesRepository(deps.db),
  });
  return appModule({
    name: 'messages',
    service,
    apiRoutes: [
      messagesRoutes({ service, limit: { perMinute: deps.perMinute, redis: deps.redis } }),
    ],
  });
}
