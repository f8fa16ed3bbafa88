import * as z from 'zod/mini';
import type { FlowBody } from './types';

/**
 * The shape of a flow's content, checked before anything fetched from the hosted database is shown (and, in the
 * content test, for every bundled flow). zod/mini keeps the flow screen's chunk small.
 */
const text = z.string().check(z.minLength(1));

export const copySchema = z.object({
  standard: text,
  plain: text,
  alreadyPlain: z.optional(z.literal(true)),
});

const flowAnswerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text') }),
  z.object({
    type: z.literal('choice'),
    options: z.array(z.object({ id: text, label: copySchema })).check(z.minLength(2)),
  }),
  z.object({
    type: z.literal('scale'),
    min: z.int(),
    max: z.int(),
    minLabel: copySchema,
    maxLabel: copySchema,
  }),
]);

const flowStepSchema = z.discriminatedUnion('kind', [
  z.object({ id: text, kind: z.literal('info'), title: copySchema, body: copySchema }),
  z.object({
    id: text,
    kind: z.literal('question'),
    title: copySchema,
    body: z.optional(copySchema),
    question: copySchema,
    answer: flowAnswerSchema,
  }),
]);

const flowVersionSchema = z.object({
  intro: copySchema,
  steps: z.array(flowStepSchema).check(z.minLength(1)),
  closing: copySchema,
});

export const flowBodySchema = z.object({
  title: copySchema,
  summary: copySchema,
  versions: z.object({
    child: z.optional(flowVersionSchema),
    teen: z.optional(flowVersionSchema),
    adult: z.optional(flowVersionSchema),
  }),
});

/** The flow body when `content` matches the shape, else null. */
export function parseFlowBody(content: unknown): FlowBody | null {
  const result = flowBodySchema.safeParse(content);
  return result.success ? (result.data as FlowBody) : null;
}
