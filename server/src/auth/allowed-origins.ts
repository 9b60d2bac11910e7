export interface OriginPolicy {
  /** the app's public origin from BASE_URL; when unset, the origin the request was sent to counts */
  baseOrigin: string | null;
  /** further origins allowed to write (TRUSTED_ORIGINS), e.g. a second domain behind a proxy */
  trusted: string[];
}

/** The origins that may write for this request: BASE_URL and TRUSTED_ORIGINS, or (BASE_URL unset)
 * the address the browser used — localhost, 127.0.0.1 or a LAN address all work out of the box. */
export function allowedOrigins(policy: OriginPolicy, request: Request): string[] {
  if (policy.baseOrigin) return [policy.baseOrigin, ...policy.trusted];
  const url = new URL(request.url);
  const host = request.headers.get("host") ?? url.host;
  return [`${url.protocol}//${host}`, ...policy.trusted];
}
