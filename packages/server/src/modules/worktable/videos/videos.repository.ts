// SQL for training_videos.
import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { VideoStatus } from '@medportal/contracts/worktable/videos.contract';
import { trainingVideos } from './videos.table.js';

export type VideoRow = typeof trainingVideos.$inferSelect;
export type NewVideo = typeof trainingVideos.$inferInsert;

export type VideoFilter = {
  tenantId: number;
  statuses: readonly VideoStatus[];
  publicOnly?: boolean;
  title?: string | undefined;
};

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const where = (f: VideoFilter): SQL =>
  and(
    eq(trainingVideos.tenantId, f.tenantId),
    inArray(trainingVideos.status, [...f.statuses]),
    f.publicOnly ? eq(trainingVideos.public, true) : undefined,
    f.title ? ilike(trainingVideos.title, like(f.title)) : undefined,
  )!;

/** A page of videos in the order they are shown: sort, then newest first. */
export async function listVideos(tx: Tx, f: VideoFilter, pageNum: number, pageSize: number) {
  const w = where(f);
  const [total] = await tx.select({ n: count() }).from(trainingVideos).where(w);
  const rows = await tx
    .select()
    .from(trainingVideos)
    .where(w)
    .orderBy(asc(trainingVideos.sort), desc(trainingVideos.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { rows, total: total?.n ?? 0 };
}

export const findVideo = async (tx: Tx, tenantId: number, id: number): Promise<VideoRow | undefined> =>
  (
    await tx
      .select()
      .from(trainingVideos)
      .where(and(eq(trainingVideos.tenantId, tenantId), eq(trainingVideos.id, id)))
      .limit(1)
  )[0];

export const insertVideo = async (tx: Tx, values: NewVideo): Promise<VideoRow> =>
  (await tx.insert(trainingVideos).values(values).returning())[0]!;

export const updateVideo = async (tx: Tx, tenantId: number, id: number, values: Partial<NewVideo>): Promise<VideoRow> =>
  (
    await tx
      .update(trainingVideos)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(trainingVideos.tenantId, tenantId), eq(trainingVideos.id, id)))
      .returning()
  )[0]!;

export const deleteVideo = async (tx: Tx, tenantId: number, id: number): Promise<void> => {
  await tx.delete(trainingVideos).where(and(eq(trainingVideos.tenantId, tenantId), eq(trainingVideos.id, id)));
};
