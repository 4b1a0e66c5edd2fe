import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/schemas/error';
import {
  conversationCreatedSchema,
  conversationParamsSchema,
  conversationSchema,
  conversationsQuerySchema,
  conversationsSchema,
  newConversationSchema,
  newMessageSchema,
  unreadCountSchema,
} from '../../../shared/schemas/messages';
import { requestLimit } from '../../lib/request-counter';
import { ownAccountOnly } from '../auth/own-account-only';
import type { PerMinute } from '../../lib/request-counter';
import type { MessagesService } from './messages.service';

const tags = ['messages'];
const e = apiErrorSchema;

/**
 * Conversations between a listing's owner and the people who write about it
 * (docs/product.md#messages-between-people): each route is a signed-in person's own (401 for a
 * visitor), and a conversation is found for its two people only (404 for anyone else).
 */
export const messagesRoutes =
  (deps: { service: MessagesService; limit: PerMinute }): FastifyPluginAsyncZod =>
  async (app) => {
    const { service } = deps;
    ownAccountOnly(app);
    // Messages a minute per account (its id, not its address): no body or client changes the count.
    const sending = await requestLimit(app, {
      max: deps.limit.perMinute,
      windowMs: 60_000,
      redis: deps.limit.redis,
      nameSpace: 'homestead-messages-limit:',
      key: (request) => `user:${request.user!.id}`,
      tooMany: (texts, seconds) => texts.api.tooManyMessages({ seconds }),
    });

    app.post(
      '/conversations',
      {
        preHandler: sending,
        schema: {
          tags,
          summary:
            "Writes to a listing's owner: 201 and a new conversation's id, or 200 and the id of the one this person has about the listing (the message added to it)",
          body: newConversationSchema,
          response: {
            200: conversationCreatedSchema,
            201: conversationCreatedSchema,
            400: e,
            401: e,
            403: e,
            404: e,
            409: e,
            429: e,
          },
        },
      },
      async (request, reply) => {
        const { id, created } = await service.start(request.user!.id, request.body);
        return reply.code(created ? 201 : 200).send({ id });
      },
    );

    app.get(
      '/me/conversations',
      {
        schema: {
          tags,
          summary: "The signed-in person's conversations, latest activity first",
          querystring: conversationsQuerySchema,
          response: { 200: conversationsSchema, 400: e, 401: e },
        },
      },
      async (request) => service.list(request.user!.id, request.query.cursor),
    );

    app.get(
      '/me/conversations/unread',
      {
        schema: {
          tags,
          summary: 'How many conversations have messages the signed-in person has not opened',
          response: { 200: unreadCountSchema, 401: e },
        },
      },
      async (request) => service.unreadCount(request.user!.id),
    );

    app.get(
      '/conversations/:id',
      {
        schema: {
          tags,
          summary: 'A conversation and its messages, oldest first (its two people only)',
          params: conversationParamsSchema,
          response: { 200: conversationSchema, 400: e, 401: e, 404: e },
        },
      },
      async (request) => service.get(request.user!.id, request.params.id),
    );

    app.post(
      '/conversations/:id/messages',
      {
        preHandler: sending,
        schema: {
          tags,
          summary: 'Sends a message in a conversation (403 to a person its owner blocked)',
          params: conversationParamsSchema,
          body: newMessageSchema,
          response: { 201: conversationCreatedSchema, 400: e, 401: e, 403: e, 404: e, 429: e },
        },
      },
      async (request, reply) => {
        const id = await service.send(request.user!.id, request.params.id, request.body.text);
        return reply.code(201).send({ id });
      },
    );

    app.post(
      '/conversations/:id/read',
      {
        schema: {
          tags,
          summary: 'Marks the conversation opened by the signed-in person',
          params: conversationParamsSchema,
          response: { 204: z.null(), 400: e, 401: e, 404: e },
        },
      },
      async (request, reply) => {
        await service.markRead(request.user!.id, request.params.id);
        return reply.code(204).send(null);
      },
    );

    for (const [method, on] of [
      ['PUT', true],
      ['DELETE', false],
    ] as const) {
      app.route({
        method,
        url: '/conversations/:id/block',
        schema: {
          tags,
          summary: on
            ? 'The owner accepts no more messages from the other person (the owner only)'
            : 'The owner accepts messages from the other person again (the owner only)',
          params: conversationParamsSchema,
          response: { 204: z.null(), 400: e, 401: e, 403: e, 404: e },
        },
        handler: async (request, reply) => {
          await service.setBlocked(request.user!.id, request.params.id, on);
          return reply.code(204).send(null);
        },
      });
    }
  };
