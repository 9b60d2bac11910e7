import { chromium } from "playwright-core";
const port = process.argv[2];
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const ctx = await b.newContext({ viewport: { width: 1280, height: 720 } });
const page = await ctx.newPage();
await page.addInitScript(() => localStorage.setItem("firstly.onboarding-seen", "true"));
await page.goto(`http://127.0.0.1:${port}/`);
for (const t of ["call the plumber", "book the dentist", "return the library books"]) {
  await page.getByRole("link", { name: /^(Add Your First Thought|Add thought)$/ }).first().click();
  await page.getByRole("heading", { name: "Add Thought" }).waitFor();
  await page.getByLabel("Thought", { exact: true }).fill(t);
  await page.getByRole("button", { name: "Done" }).click();
  await page.waitForURL(/\/$/);
}
await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
await page.waitForTimeout(1200);
console.log(port, "dialogs:", await page.getByRole("dialog").count());
await b.close();
