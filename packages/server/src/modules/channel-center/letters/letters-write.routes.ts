// Authorisation letters, writing: templates, options, drafts, submit, renew, suspend, reinstate, terminate.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const lettersWriteRoutes: FastifyPluginAsyncZod = async () => {};
