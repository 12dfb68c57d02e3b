// The built SPA at `/`. The web build writes .br and .gz beside each text asset, so a browser that
// accepts one gets the pre-compressed file (no compression per request). Chunk files carry a content
// hash in their names and never change: they may be cached for a year; index.html is revalidated
// every time so a new deployment is picked up at the next load.
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

// a file as Vite names it (<8 hash characters>.ext, or name-<hash>.ext), or its .br/.gz copy
const HASHED_ASSET = /[\\/]assets[\\/]([^\\/]+-)?[\w-]{8}\.\w+(\.br|\.gz)?$/;

export async function webStatic(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // an array: with a string, @fastify/static 9.3 answers 404 to '/' when the browser accepts br/gzip
    index: ['index.html'],
    preCompressed: true,
    // set below per file
    cacheControl: false,
    setHeaders(res, path) {
      // the answer depends on Accept-Encoding, so shared caches must key on it
      res.setHeader('vary', 'accept-encoding');
      res.setHeader('cache-control', HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
