import { z } from "zod";

/**
 * POST /api/voice/transcriptions answers the recording's words (docs/behaviour/calls.md#voice
 * 'Speech transcription').
 */
export const Transcription = z.object({ text: z.string().min(1) });
export type Transcription = z.infer<typeof Transcription>;
