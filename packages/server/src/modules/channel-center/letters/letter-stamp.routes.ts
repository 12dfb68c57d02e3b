// Authorisation letters, stamping (seal + SMS code to the seal's holder), the PDF and the public verification.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const letterStampRoutes: FastifyPluginAsyncZod = async () => {};
