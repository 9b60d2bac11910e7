/**
 * What another app shared into Firstly (the share sheet, see public/sw.js) or a link to
 * /add?title=…&text=…&url=… carried: read once into Add Thought's draft. A shared picture waits in
 * the share cache under the draft's id until Done attaches it, or the draft is thrown away.
 */
export const SHARE_CACHE = "firstly-share";

export interface SharedContent {
  title: string;
  text: string;
  url: string;
  picture: File | null;
}

const str = (value: unknown) => (typeof value === "string" ? value : "");
const draftPictureKey = (draftId: string) => `/__share/draft/${encodeURIComponent(draftId)}`;

/** The text a shared text and link become: the link on its own line, unless the text has it. */
export function sharedText(shared: Pick<SharedContent, "text" | "url">): string {
  const text = shared.text.trim();
  const url = shared.url.trim();
  if (!url || text.includes(url)) return text;
  return text ? `${text}\n${url}` : url;
}

/** A draft that already holds words keeps them: what was shared goes below, after a blank line. */
export function withShared(
  draft: { title: string; text: string },
  shared: Pick<SharedContent, "title" | "text" | "url">,
): { title: string; text: string } {
  const addition = sharedText(shared);
  const title = draft.title.trim() ? draft.title : shared.title.trim();
  if (!addition) return { title, text: draft.text };
  const text = draft.text.trim() ? `${draft.text.trimEnd()}\n\n${addition}` : addition;
  return { title, text };
}

/** Whether this address carries something shared (the share sheet's id or plain fields). */
export const carriesShare = (query: URLSearchParams) =>
  query.has("share") || query.has("text") || query.has("url") || query.has("title");

async function openShareCache(): Promise<Cache | null> {
  try {
    return typeof caches === "undefined" ? null : await caches.open(SHARE_CACHE);
  } catch {
    return null;
  }
}

async function pictureFrom(response: Response | undefined): Promise<File | null> {
  if (!response) return null;
  const blob = await response.blob();
  const name = decodeURIComponent(response.headers.get("x-file-name") ?? "") || "shared-picture";
  return new File([blob], name, { type: blob.type || "image/*" });
}

/**
 * Reads what was shared, and moves a shared picture to wait under `draftId`. The share's own
 * entries are removed once read, so a reload does not add the same text twice.
 */
export async function takeShared(
  query: URLSearchParams,
  draftId: string,
): Promise<SharedContent | null> {
  const fromQuery: SharedContent = {
    title: query.get("title") ?? "",
    text: query.get("text") ?? "",
    url: query.get("url") ?? "",
    picture: null,
  };
  const shareId = query.get("share");
  if (!shareId) return carriesShare(query) ? fromQuery : null;
  const cache = await openShareCache();
  if (!cache) return fromQuery;
  const base = `/__share/${encodeURIComponent(shareId)}`;
  const meta = (await (await cache.match(`${base}/meta`))?.json().catch(() => null)) as Record<
    string,
    unknown
  > | null;
  const pictureResponse = await cache.match(`${base}/picture`);
  if (pictureResponse) await cache.put(draftPictureKey(draftId), pictureResponse.clone());
  await Promise.all([cache.delete(`${base}/meta`), cache.delete(`${base}/picture`)]);
  if (!meta && !pictureResponse) return null;
  return {
    title: str(meta?.title),
    text: str(meta?.text),
    url: str(meta?.url),
    picture: await pictureFrom(pictureResponse),
  };
}

/** The shared picture waiting for this draft, if any (after a reload or going offline). */
export async function draftPicture(draftId: string): Promise<File | null> {
  const cache = await openShareCache();
  return cache ? pictureFrom(await cache.match(draftPictureKey(draftId))) : null;
}

export async function dropDraftPicture(draftId: string): Promise<void> {
  const cache = await openShareCache();
  await cache?.delete(draftPictureKey(draftId));
}
