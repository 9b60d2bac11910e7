import sharp from "sharp";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { openHomeSignedIn, toasts } from "./support/api";
import { PDF, photo } from "./support/media";

const SHOTS = "/tmp/shots-uploads";

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(250);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`) });
  }
}

test("a person attaches two photos and a PDF, browses the gallery, and finds them after a reload", async ({
  page,
}) => {
  const { api } = await openHomeSignedIn(page, "attachments");
  const task = await api.createTask("Plan the summer trip to Crete");
  // the thought's own picture comes by itself and leads the gallery (issue 26)
  await api.waitForPicture(task.id);
  await page.goto(`/tasks/${task.id}`);
  await expect(page.getByRole("button", { name: "Add Image" })).toBeVisible();

  // two photos and one far too large "photo" in one pick: the large one is skipped with a warning
  await page.getByTestId("add-image-input").setInputFiles([
    { name: "beach.png", mimeType: "image/png", buffer: await photo("#f6d365", "#fda085") },
    { name: "harbour.png", mimeType: "image/png", buffer: await photo("#a1c4fd", "#c2e9fb") },
    { name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(6 * 1024 * 1024, 1) },
  ]);
  await expect(toasts(page)).toContainText("“huge.png” is over 5 MB and was skipped");
  await toasts(page).getByRole("button", { name: "Close toast" }).click();
  const gallery = page.getByRole("button", { name: "Open gallery, 3 photos" });
  await expect(gallery).toContainText("3 photos");

  await page.getByTestId("add-file-input").setInputFiles({
    name: "Ferry tickets.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  const files = page.getByRole("list", { name: "Files" });
  await expect(files.getByRole("link", { name: /Ferry tickets\.pdf/ })).toBeVisible();
  await expect(files).toContainText("PDF");
  await expect(page.getByRole("status").filter({ hasText: "Uploading" })).toHaveCount(0);
  await shot(page, "task-view");

  // the gallery: arrows move, Escape closes, focus goes back to the picture
  await gallery.click();
  const viewer = page.getByRole("dialog", { name: "Photo 1 of 3" });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole("tab", { name: "Photo 1" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await shot(page, "gallery");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("dialog", { name: "Photo 2 of 3" })).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("dialog", { name: "Photo 1 of 3" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(gallery).toBeFocused();

  // everything is still there after a reload, and the file is served to its owner
  await page.reload();
  await expect(page.getByRole("button", { name: "Open gallery, 3 photos" })).toBeVisible();
  const link = page.getByRole("list", { name: "Files" }).getByRole("link");
  await expect(link).toContainText("Ferry tickets.pdf");
  const href = (await link.getAttribute("href")) ?? "";
  const served = await page.request.get(href);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("application/pdf");
  // the person's first photo is kept at its full width
  const [own] = (await api.tasks()).find((t) => t.id === task.id)?.imageURLs ?? [];
  const stored = await sharp(await (await page.request.get(own ?? "")).body()).metadata();
  expect(stored.width).toBe(1600);

  // the home card (enhanced display) shows the first photo and the count
  await page.goto("/");
  await expect(
    page.getByRole("listitem").filter({ hasText: "Plan the summer trip" }),
  ).toContainText("3 photos");
  await shot(page, "home");
});
