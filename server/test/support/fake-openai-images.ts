import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

/** The parts of an OpenAI images request the fake reads. */
export interface FakeImageRequest {
  model: string;
  prompt: string;
  n?: number;
  size?: string;
}

export interface FakeImagesBehaviour {
  /** "b64" (default): data[0].b64_json; "url": data[0].url on this server, fetched by the client */
  mode?: "b64" | "url";
  /** answer with this HTTP status and an OpenAI error body */
  status?: number;
  /** wait this long before answering */
  delayMs?: number;
  /** a 200 whose picture is not an image */
  isGarbage?: boolean;
  /** with `status`: fail only this many requests, then answer normally */
  failTimes?: number;
}

export interface FakeOpenAiImages {
  /** base URL ending in /v1 */
  url: string;
  requests: FakeImageRequest[];
  setBehaviour(behaviour: FakeImagesBehaviour): void;
  close(): Promise<void>;
}

/** A small PNG whose colour comes from the prompt: different prompts, different pictures. */
async function pictureFor(prompt: string): Promise<Buffer> {
  let hash = 0;
  for (const ch of prompt) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return sharp({
    create: {
      width: 256,
      height: 144,
      channels: 3,
      background: { r: hash & 255, g: (hash >> 8) & 255, b: (hash >> 16) & 255 },
    },
  })
    .png()
    .toBuffer();
}

/**
 * A local server speaking OpenAI's images protocol (POST /v1/images/generations, JSON), on
 * 127.0.0.1 and a random port, for the server tests and the e2e journeys. It can fail, stall,
 * answer with a URL to download (as DALL·E does) or with base64 (as gpt-image does).
 */
export async function startFakeOpenAiImages(
  initial: FakeImagesBehaviour = {},
): Promise<FakeOpenAiImages> {
  let behaviour = initial;
  const requests: FakeImageRequest[] = [];
  const files = new Map<string, Buffer>();

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method === "GET" && req.url?.startsWith("/files/")) {
      const file = files.get(req.url);
      if (!file) return send(res, 404, "not found", "text/plain");
      res.writeHead(200, { "content-type": "image/png", "content-length": file.length });
      res.end(file);
      return;
    }
    if (req.method !== "POST" || !req.url?.endsWith("/images/generations")) {
      return send(res, 404, JSON.stringify({ error: { message: "not found" } }));
    }
    const body = JSON.parse(await readBody(req)) as FakeImageRequest;
    requests.push(body);
    const current = behaviour;
    if (current.delayMs) await new Promise((resolve) => setTimeout(resolve, current.delayMs));
    if (res.destroyed) return;
    const isFailing = current.failTimes === undefined ? true : current.failTimes-- > 0;
    if (current.status && current.status !== 200 && isFailing) {
      return send(
        res,
        current.status,
        JSON.stringify({ error: { message: "fake image failure", type: "server_error" } }),
      );
    }
    const picture = current.isGarbage ? Buffer.from("not an image") : await pictureFor(body.prompt);
    const created = Math.floor(Date.now() / 1000);
    if (current.mode === "url") {
      const path = `/files/${requests.length}.png`;
      files.set(path, picture);
      const address = server.address() as AddressInfo;
      return send(
        res,
        200,
        JSON.stringify({ created, data: [{ url: `http://127.0.0.1:${address.port}${path}` }] }),
      );
    }
    return send(
      res,
      200,
      JSON.stringify({ created, data: [{ b64_json: picture.toString("base64") }] }),
    );
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() =>
      send(res, 500, JSON.stringify({ error: { message: "fake crashed" } })),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    setBehaviour(next) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (data += chunk));
    req.on("end", () => resolve(data));
    req.on("error", reject);
  });
}

function send(res: ServerResponse, status: number, body: string, type = "application/json") {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { "content-type": type });
  res.end(body);
}
