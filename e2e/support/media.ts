import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { LaunchOptions } from "@playwright/test";
import config from "../playwright.config";

/** A real PNG: a two-colour gradient with a sun, so a gallery, a crop and a background show something. */
export async function photo(from: string, to: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1600" height="1000" fill="url(#g)"/><circle cx="1150" cy="320" r="150" fill="#fff" fill-opacity="0.55"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A one-page PDF the server's content check accepts. */
export const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/**
 * Launch options for a Chromium whose fake microphone speaks `sentence` (espeak-ng writes the WAV),
 * with the permission prompt answered yes. For `test.use`; the flags apply to the whole file.
 */
export function fakeMicrophone(sentence: string): { launchOptions: LaunchOptions } {
  const wav = path.join(mkdtempSync(path.join(tmpdir(), "firstly-mic-")), "voice.wav");
  execFileSync("espeak-ng", ["-w", wav, sentence]);
  return {
    launchOptions: {
      ...config.use?.launchOptions,
      args: [
        ...(config.use?.launchOptions?.args ?? []),
        "--use-fake-ui-for-media-stream",
        "--use-fake-device-for-media-stream",
        `--use-file-for-fake-audio-capture=${wav}`,
      ],
    },
  };
}
