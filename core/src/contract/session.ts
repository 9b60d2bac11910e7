import { z } from "zod";
import { ImageUpdated } from "./image";

export const Me = z.object({
  user: z
    .object({
      id: z.string(),
      email: z.string().nullable(),
      name: z.string().nullable(),
      isGuest: z.boolean(),
    })
    .nullable(),
});
export type Me = z.infer<typeof Me>;

export const Usage = z.object({
  totalItems: z.number().int(),
  /** null = unlimited (Pro) */
  limit: z.number().int().nullable(),
  isPro: z.boolean(),
  isGuest: z.boolean(),
  /**
   * whether this server sells Pro (Stripe configured). Without it a guest's way past the limit is
   * an account, never an upgrade (docs/behaviour/limits.md#plan)
   */
  canUpgrade: z.boolean(),
  /** the focused-mode line: '10 tasks remaining this month' or 'Unlimited tasks remaining this month' */
  remainingText: z.string().nullable(),
});
export type Usage = z.infer<typeof Usage>;

export const Health = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.object({ kind: z.enum(["pglite", "postgres"]), ok: z.boolean() }),
  ai: z.object({
    engine: z.enum(["builtin", "openai-compatible"]),
    model: z.string().nullable(),
    ok: z.boolean(),
  }),
  auth: z.object({ google: z.boolean() }),
  /** speech-to-text is configured (AI_TRANSCRIBE_MODEL): voice buttons record only when true */
  voice: z.object({ transcription: z.boolean() }),
  /** where 'Need More Help' sends people (SUPPORT_EMAIL) */
  supportEmail: z.string(),
  version: z.string(),
});
export type Health = z.infer<typeof Health>;

/** Server-sent events on GET /api/events: the client refetches what changed. */
export const ChangeEvent = z.object({
  kind: z.enum(["tasks", "goals", "settings", "scores", "subscription", "image"]),
  ids: z.array(z.string()).optional(),
  /**
   * with kind "image": the picture's new state (docs/behaviour/calls.md#live-events imageUpdated)
   */
  image: ImageUpdated.optional(),
});
export type ChangeEvent = z.infer<typeof ChangeEvent>;
