import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { readDataBlock } from "@firstly/core/ai/prompt-data";
import { smartReply } from "./fake-openai-smart";
import { createFakeAudio, type FakeAudio } from "./fake-openai-audio";

/** The parts of an OpenAI chat completion request the fake reads. */
export interface FakeChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  temperature?: number;
  max_tokens?: number;
  response_format?: { type: string };
}

export interface FakeBehaviour {
  /** reply text; return undefined to fall back to the default smart-ish reply */
  reply?: (req: FakeChatRequest) => string | undefined;
  /** wait this long before answering */
  delayMs?: number;
  /** answer with this HTTP status and `errorBody` (JSON error by default) */
  status?: number;
  errorBody?: string;
  /** reply with `content: ""` */
  emptyContent?: boolean;
  /** send a 200 whose body is not JSON */
  malformedJson?: boolean;
}

export interface FakeStats {
  requests: number;
  promptTokens: number;
  completionTokens: number;
  log: FakeChatRequest[];
}

export interface FakeOpenAi {
  /** base URL ending in /v1 */
  url: string;
  stats: FakeStats;
  setBehaviour(behaviour: FakeBehaviour): void;
  /** POST /v1/audio/transcriptions (fake-openai-audio.ts): its behaviour and request log */
  audio: FakeAudio;
  resetStats(): void;
  close(): Promise<void>;
}

/** Rough token count used for stats and the max_tokens cut: 4 characters a token. */
export function approxTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/**
 * A local OpenAI-compatible server (POST /v1/chat/completions, JSON, non-streaming) on 127.0.0.1
 * and a random port. Counts requests and approximate tokens; cuts replies at max_tokens like a
 * real server (finish_reason "length"). Default replies parse the prompt's data blocks: see
 * fake-openai-smart.ts.
 */
export async function startFakeOpenAi(initial: FakeBehaviour = {}): Promise<FakeOpenAi> {
  let behaviour = initial;
  const stats: FakeStats = { requests: 0, promptTokens: 0, completionTokens: 0, log: [] };

  const audio = createFakeAudio();

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (await audio.handle(req, res)) return;
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      return send(
        res,
        404,
        JSON.stringify({ error: { message: "not found", type: "invalid_request_error" } }),
      );
    }
    const body = JSON.parse(await readBody(req)) as FakeChatRequest;
    const current = behaviour;
    stats.requests++;
    stats.log.push(body);
    const promptTokens = approxTokens(body.messages.map((m) => m.content).join("\n"));
    stats.promptTokens += promptTokens;
    if (current.delayMs) await new Promise((resolve) => setTimeout(resolve, current.delayMs));
    if (res.destroyed) return;
    if (current.status && current.status !== 200) {
      const error =
        current.errorBody ??
        JSON.stringify({ error: { message: "fake failure", type: "server_error" } });
      return send(res, current.status, error);
    }
    if (current.malformedJson) return send(res, 200, '{"choices": [ this is not json');
    let content = current.emptyContent ? "" : (current.reply?.(body) ?? smartReply(body));
    let finishReason = "stop";
    const limit = body.max_tokens;
    if (limit !== undefined && approxTokens(content) > limit) {
      content = content.slice(0, limit * 4);
      finishReason = "length";
    }
    const completionTokens = approxTokens(content);
    stats.completionTokens += completionTokens;
    send(
      res,
      200,
      JSON.stringify({
        id: `chatcmpl-fake-${stats.requests}`,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          { index: 0, message: { role: "assistant", content }, finish_reason: finishReason },
        ],
        usage: {
          prompt_tokens: promptTokens,
          completion_tokens: completionTokens,
          total_tokens: promptTokens + completionTokens,
        },
      }),
    );
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) =>
      send(res, 400, JSON.stringify({ error: { message: String(error) } })),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    stats,
    audio: { log: audio.log, setBehaviour: (next) => audio.setBehaviour(next) },
    setBehaviour(next) {
      behaviour = next;
    },
    resetStats() {
      Object.assign(stats, { requests: 0, promptTokens: 0, completionTokens: 0, log: [] });
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

/** The data block a prompt carries, for tests that inspect what the model was sent. */
export function promptData(req: FakeChatRequest, tag: string): unknown {
  const user = req.messages.filter((m) => m.role === "user").map((m) => m.content);
  return readDataBlock(user.join("\n"), tag);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function send(res: ServerResponse, status: number, body: string): void {
  if (res.destroyed) return;
  res.writeHead(status, { "content-type": "application/json" });
  res.end(body);
}
