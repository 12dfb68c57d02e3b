// The wire envelope every call answers with: { code, msg, payload }, success code '0'.
import { z } from 'zod';

export const SUCCESS_CODE = '0';

export const envelope = <T extends z.ZodType>(payload: T) => z.object({ code: z.string(), msg: z.string(), payload });

export const emptyEnvelope = envelope(z.null());

export type Envelope<T> = { code: string; msg: string; payload: T };

/** Spring-style page the spec reads lists from. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    number: z.number().int(),
    size: z.number().int(),
    totalPages: z.number().int(),
    numberOfElements: z.number().int(),
  });

export type Page<T> = {
  content: T[];
  totalElements: number;
  number: number;
  size: number;
  totalPages: number;
  numberOfElements: number;
};

export const emptyBody = z.object({}).passthrough().optional();
