import { createServer, type Server } from "node:http";
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { PASSWORD, expectSignedInAs, signUpInSheet, uniqueEmail } from "./support/people";
import { freePort, startServer, type RunningServer } from "./support/start-server";

/** A page on another port of the same host (same site, so the browser sends the app's cookies). */
async function hostilePage(html: string): Promise<{ url: string; server: Server }> {
  const port = await freePort();
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html" });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://localhost:${port}/`, server };
}

test("a page on another port cannot complete a person's goal with a text/plain form", async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const email = uniqueEmail("csrf");
  const signedUp = await page.request.post(`${base}/api/auth/sign-up/email`, {
    headers: { origin: base },
    data: { email, password: PASSWORD, name: email },
  });
  expect(signedUp.status()).toBe(200);
  const goalId = randomUUID();
  const created = await page.request.post(`${base}/api/goals/main`, {
    headers: { origin: base },
    data: { id: goalId, description: "Run a half marathon in the spring" },
  });
  expect(created.status(), await created.text()).toBe(200);

  const evil = await hostilePage(`<!doctype html><title>Win a prize</title>
    <form id="f" method="POST" enctype="text/plain" action="${base}/api/goals/${goalId}/complete">
      <input name='{"x":"' value='"}'>
    </form>
    <script>document.getElementById("f").submit()</script>`);
  try {
    const answer = page.waitForResponse((r) => r.url().endsWith(`/api/goals/${goalId}/complete`));
    await page.goto(evil.url);
    expect((await answer).status()).toBe(403);
  } finally {
    evil.server.close();
  }
  const goals = (await (await page.request.get(`${base}/api/goals`)).json()) as {
    goals: { id: string; status: string }[];
  };
  expect(goals.goals.find((g) => g.id === goalId)?.status).toBe("active");
});

test.describe("opened at 127.0.0.1 with BASE_URL unset", () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startServer({ BASE_URL: "" });
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test("a newcomer can sign up (no 'Invalid origin')", async ({ page }) => {
    const url = server.url.replace("localhost", "127.0.0.1");
    await page.goto(url);
    await expect(page.getByRole("link", { name: "Add Your First Thought" })).toBeVisible();
    const email = uniqueEmail("loopback");
    await signUpInSheet(page, email);
    await page.reload();
    await expectSignedInAs(page, email);
  });
});
