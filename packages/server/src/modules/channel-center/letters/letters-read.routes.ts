// Authorisation letters, reading: lists of issued, received and all letters, the detail, the issuance summary, receiving.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const lettersReadRoutes: FastifyPluginAsyncZod = async () => {};
