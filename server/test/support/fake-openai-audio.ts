import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * POST /v1/audio/transcriptions for the local OpenAI-protocol server (fake-openai.ts), answered the
 * way OpenAI answers: a multipart/form-data upload with `file`, `model`, `language` and
 * `response_format`; `text` gets the words as text/plain, `json` (the default) gets {"text": …}.
 * It checks that the file really is a recording (WebM, Ogg or WAV by its first bytes), reads how
 * long it is from the container (WAV header, Ogg granule position, WebM cluster timecodes) and
 * refuses a file whose size is not plausible for that length, as a real decoder would choke on it.
 */
export interface FakeAudioBehaviour {
  /** the words to answer (default "hello from the fake transcriber") */
  text?: string;
  /** answer with this HTTP status and an OpenAI-style JSON error */
  status?: number;
  /** answer 200 with no words */
  empty?: boolean;
  delayMs?: number;
}

export interface FakeAudioRequest {
  model: string;
  language: string | null;
  responseFormat: string | null;
  fileName: string;
  fileType: string;
  format: "webm" | "ogg" | "wav";
  bytes: number;
  /** from the container; null when it carries no timing */
  durationMs: number | null;
  authorization: string | null;
}

export interface FakeAudio {
  setBehaviour(behaviour: FakeAudioBehaviour): void;
  log: FakeAudioRequest[];
}

/** One speech recording cannot be smaller than 500 bytes a second (opus's floor is 6 kbit/s). */
const MIN_BYTES_PER_SECOND = 500;
/** nor larger than 48 kHz stereo 32-bit PCM */
const MAX_BYTES_PER_SECOND = 48_000 * 2 * 4;

export function createFakeAudio(): FakeAudio & {
  /** handles the request when it is an audio transcription; false otherwise */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
} {
  let behaviour: FakeAudioBehaviour = {};
  const log: FakeAudioRequest[] = [];

  return {
    log,
    setBehaviour(next) {
      behaviour = next;
    },
    async handle(req, res) {
      if (req.method !== "POST" || !req.url?.endsWith("/audio/transcriptions")) return false;
      await answer(req, res, behaviour, log);
      return true;
    },
  };
}

async function answer(
  req: IncomingMessage,
  res: ServerResponse,
  current: FakeAudioBehaviour,
  log: FakeAudioRequest[],
): Promise<void> {
  const form = await new Request("http://fake/upload", {
    method: "POST",
    headers: { "content-type": req.headers["content-type"] ?? "" },
    body: new Uint8Array(await readBytes(req)),
  })
    .formData()
    .catch(() => null);
  if (!form) return fail(res, 400, "Could not parse multipart form");
  const file = form.get("file");
  const model = form.get("model");
  if (!(file instanceof File)) return fail(res, 400, "Missing required parameter: 'file'.");
  if (typeof model !== "string" || !model)
    return fail(res, 400, "Missing required parameter: 'model'.");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = audioFormat(bytes);
  if (!format)
    return fail(res, 400, "Invalid file format. Supported formats: ['ogg', 'wav', 'webm']");
  const durationMs = audioDurationMs(bytes, format);
  if (durationMs !== null && !isPlausible(bytes.length, durationMs))
    return fail(res, 400, "Audio file might be corrupted or unsupported");
  const language = form.get("language");
  const responseFormat = form.get("response_format");
  log.push({
    model,
    language: typeof language === "string" ? language : null,
    responseFormat: typeof responseFormat === "string" ? responseFormat : null,
    fileName: file.name,
    fileType: file.type,
    format,
    bytes: bytes.length,
    durationMs,
    authorization: req.headers.authorization ?? null,
  });

  if (current.delayMs) await new Promise((resolve) => setTimeout(resolve, current.delayMs));
  if (current.status && current.status !== 200) return fail(res, current.status);
  const text = current.empty ? "" : (current.text ?? "hello from the fake transcriber");
  if (res.destroyed) return;
  if (responseFormat === "text") {
    // OpenAI ends a text answer with a newline
    res.writeHead(200, { "content-type": "text/plain; charset=utf-8" });
    res.end(text ? `${text}\n` : "");
  } else {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ text }));
  }
}

function isPlausible(bytes: number, durationMs: number): boolean {
  const seconds = Math.max(durationMs, 1000) / 1000;
  return bytes / seconds >= MIN_BYTES_PER_SECOND && bytes / seconds <= MAX_BYTES_PER_SECOND;
}

function audioFormat(b: Uint8Array): FakeAudioRequest["format"] | null {
  const text = (at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));
  if (b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) return "webm";
  if (text(0, 4) === "OggS") return "ogg";
  if (text(0, 4) === "RIFF" && text(8, 4) === "WAVE") return "wav";
  return null;
}

/** The recording's length from its container, or null when it does not say. */
export function audioDurationMs(b: Uint8Array, format: FakeAudioRequest["format"]): number | null {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  if (format === "wav") {
    // fmt chunk: byte rate at 28; the data chunk's size after its "data" tag
    if (b.length < 44) return null;
    const byteRate = view.getUint32(28, true);
    const data = findAscii(b, "data", 12);
    if (!byteRate || data < 0 || data + 8 > b.length) return null;
    const declared = view.getUint32(data + 4, true);
    const present = Math.min(declared, b.length - data - 8);
    return (present / byteRate) * 1000;
  }
  if (format === "ogg") {
    // the last page's granule position counts 48 kHz samples (Opus)
    for (let at = b.length - 27; at >= 0; at--) {
      if (b[at] === 0x4f && b[at + 1] === 0x67 && b[at + 2] === 0x67 && b[at + 3] === 0x53) {
        const granule = Number(view.getBigUint64(at + 6, true));
        return granule > 0 ? (granule / 48_000) * 1000 : null;
      }
    }
    return null;
  }
  // WebM from MediaRecorder has no Duration element: take the last Cluster's Timecode (ms)
  let last: number | null = null;
  for (let at = 0; at + 8 < b.length; at++) {
    if (b[at] !== 0x1f || b[at + 1] !== 0x43 || b[at + 2] !== 0xb6 || b[at + 3] !== 0x75) continue;
    const size = vintLength(b[at + 4] ?? 0);
    const tc = at + 4 + size;
    if (b[tc] !== 0xe7) continue;
    // the Timecode's size is a one-byte vint (0x81..0x88) in every MediaRecorder file
    const sizeByte = b[tc + 1] ?? 0;
    if (vintLength(sizeByte) !== 1) continue;
    const length = sizeByte & 0x7f;
    let value = 0;
    for (let i = 0; i < length; i++) value = value * 256 + (b[tc + 2 + i] ?? 0);
    last = value;
  }
  // a cluster starts every few seconds at most; its start time understates the end a little
  return last;
}

function vintLength(first: number): number {
  for (let n = 1; n <= 8; n++) if (first & (0x80 >> (n - 1))) return n;
  return 8;
}

function findAscii(b: Uint8Array, tag: string, from: number): number {
  outer: for (let at = from; at + tag.length <= b.length; at++) {
    for (let i = 0; i < tag.length; i++) if (b[at + i] !== tag.charCodeAt(i)) continue outer;
    return at;
  }
  return -1;
}

function readBytes(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function fail(res: ServerResponse, status: number, message = "fake failure"): void {
  if (res.destroyed) return;
  const type =
    status === 401 ? "invalid_api_key" : status < 500 ? "invalid_request_error" : "server_error";
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify({ error: { message, type, param: null, code: null } }));
}
