import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { accessTokenMessages, type CreatedAccessToken } from "@firstly/core/contract/access-tokens";
import { messages } from "@firstly/core/contract/errors";
import { monthlyLimitMessage } from "@firstly/core/domain/limits";
import type { TestApp } from "./support/test-app";
import {
  call,
  createClock,
  createFeatureApp,
  createMainGoal,
  createSubtask,
  createTask,
  listTasks,
} from "./support/feature-helpers";

/**
 * The MCP door (issue #29) through the SDK's own client over real HTTP: the app listens on a
 * random port, the client speaks Streamable HTTP to /mcp with a personal access token.
 */
const clock = createClock();
let t: TestApp;
let server: ServerType;
let base: string;
let alice: string;
let bob: string;
const open: Client[] = [];

beforeAll(async () => {
  t = await createFeatureApp(clock);
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  alice = await t.signUp();
  bob = await t.signUp();
});
afterAll(async () => {
  await Promise.all(open.map((c) => c.close()));
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

async function makeToken(cookie: string, scope: "read" | "write") {
  const reply = await call<CreatedAccessToken>(t, "/api/tokens", {
    cookie,
    body: { name: "Assistant", scope },
  });
  return reply.body;
}

async function connect(token: string): Promise<Client> {
  const client = new Client({ name: "firstly-test", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL(`${base}/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${token}` } },
  });
  await client.connect(transport);
  open.push(client);
  return client;
}

type ToolText = { content: { type: string; text: string }[]; isError?: boolean };
const textOf = (result: unknown) => (result as ToolText).content.map((c) => c.text).join("\n");

describe("the MCP server at /mcp", () => {
  it("lists its tools, resources and prompts, each described for an assistant", async () => {
    const client = await connect((await makeToken(alice, "read")).token);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      "add_thought",
      "complete_thought",
      "list_goals",
      "search_thoughts",
      "what_first",
    ]);
    for (const tool of tools) expect(tool.description?.length ?? 0).toBeGreaterThan(40);
    const addThought = tools.find((tool) => tool.name === "add_thought");
    expect(addThought?.inputSchema.required).toEqual(["text"]);
    expect((await client.listResources()).resources.map((r) => r.uri)).toEqual([
      "firstly://goals/main",
    ]);
    expect((await client.listPrompts()).prompts.map((p) => p.name)).toEqual(["plan_my_day"]);
  });

  it("adds a thought, ranks it with tier, score and reason, finds it, and completes it", async () => {
    const goal = await createMainGoal(t, alice, "Run a marathon in under four hours this autumn");
    const client = await connect((await makeToken(alice, "write")).token);

    const added = await client.callTool({
      name: "add_thought",
      arguments: { text: "Do the long run: 30 km at easy pace on Sunday", title: "Long run" },
    });
    expect(added.isError).toBeFalsy();
    expect(textOf(added)).toMatch(/^Added "Long run" \(id [0-9a-f-]{36}\)/);
    const saved = (await listTasks(t, alice)).find((task) => task.title === "Long run");
    expect(saved?.text).toBe("Do the long run: 30 km at easy pace on Sunday");
    await createTask(t, alice, { text: "Binge a new TV series all weekend" });

    const first = await client.callTool({ name: "what_first", arguments: { limit: 2 } });
    const text = textOf(first);
    expect(text).toContain(`For "${goal.name}":`);
    const lines = text.split("\n").slice(1);
    expect(lines).toHaveLength(2);
    const assessment = saved?.goalAssessments[goal.id];
    expect(lines[0]).toBe(
      `1. Long run — ${tierLabelOf(assessment?.score ?? 0)} (score ${assessment?.score}): ${assessment?.reasoning} [id ${saved?.id}]`,
    );

    const found = await client.callTool({
      name: "search_thoughts",
      arguments: { query: "long run" },
    });
    expect(textOf(found)).toContain(`task ${saved?.id}: Long run`);

    const goals = await client.callTool({ name: "list_goals", arguments: {} });
    expect(textOf(goals)).toContain(`Main goal (active) ${goal.id}: ${goal.name}`);

    const resource = await client.readResource({ uri: "firstly://goals/main" });
    expect(resource.contents[0]).toMatchObject({ text: goal.description });

    const done = await client.callTool({ name: "complete_thought", arguments: { id: saved?.id } });
    expect(textOf(done)).toBe('Completed "Long run".');
    expect((await listTasks(t, alice)).find((task) => task.id === saved?.id)?.status).toBe(
      "completed",
    );
  });

  it("ranks for one subtask goal by its id", async () => {
    const sub = await createSubtask(t, alice, "Strength training twice a week for the knees");
    const client = await connect((await makeToken(alice, "read")).token);
    const ranked = await client.callTool({ name: "what_first", arguments: { goal_id: sub.id } });
    expect(textOf(ranked)).toContain(`For "${sub.name}":`);
  });

  it("answers with the docs/behaviour/messages.md#limits texts as tool errors: not found, limit reached", async () => {
    const client = await connect((await makeToken(bob, "write")).token);
    const aliceTask = (await listTasks(t, alice))[0];
    const notYours = await client.callTool({
      name: "complete_thought",
      arguments: { id: aliceTask?.id },
    });
    expect(notYours).toMatchObject({ isError: true });
    expect(textOf(notYours)).toBe(messages.notFound);
    expect((await listTasks(t, alice)).find((x) => x.id === aliceTask?.id)?.status).toBe(
      aliceTask?.status,
    );
    const noGoal = await client.callTool({ name: "what_first", arguments: {} });
    expect(textOf(noGoal)).toBe(messages.notFound);

    for (let i = 0; i < 25; i++) await createTask(t, bob, { text: `Item ${i}` });
    const over = await client.callTool({ name: "add_thought", arguments: { text: "One more" } });
    expect(over).toMatchObject({ isError: true });
    expect(textOf(over)).toBe(monthlyLimitMessage(25, 25));
  });

  it("a read token cannot write through MCP", async () => {
    const client = await connect((await makeToken(alice, "read")).token);
    const before = (await listTasks(t, alice)).length;
    const add = await client.callTool({ name: "add_thought", arguments: { text: "sneaky" } });
    expect(add).toMatchObject({ isError: true });
    expect(textOf(add)).toBe(accessTokenMessages.readOnly);
    const open1 = (await listTasks(t, alice)).find((x) => x.status === "pending");
    const done = await client.callTool({ name: "complete_thought", arguments: { id: open1?.id } });
    expect(textOf(done)).toBe(accessTokenMessages.readOnly);
    expect((await listTasks(t, alice)).length).toBe(before);
    expect((await listTasks(t, alice)).find((x) => x.id === open1?.id)?.status).toBe("pending");
  });

  it("refuses a wrong token, no token, and a revoked token at once", async () => {
    await expect(connect(`fst_${"x".repeat(43)}`)).rejects.toThrow(accessTokenMessages.invalid);
    const noToken = await fetch(`${base}/mcp`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(noToken.status).toBe(401);
    expect(noToken.headers.get("www-authenticate")).toContain("Bearer");

    const created = await makeToken(alice, "write");
    const client = await connect(created.token);
    expect((await client.listTools()).tools.length).toBe(5);
    await call(t, `/api/tokens/${created.id}`, { cookie: alice, method: "DELETE" });
    await expect(client.listTools()).rejects.toThrow(accessTokenMessages.invalid);
    await expect(connect(created.token)).rejects.toThrow(accessTokenMessages.invalid);
  });

  it("refuses a page on another site (Origin), even with a token", async () => {
    const { token } = await makeToken(alice, "read");
    const res = await fetch(`${base}/mcp`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        origin: "https://evil.example",
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(res.status).toBe(403);
  });
});

function tierLabelOf(score: number): string {
  if (score <= 1000) return "Critical Priority";
  if (score <= 3000) return "Important";
  if (score <= 7000) return "Useful";
  return "Obstacle";
}
