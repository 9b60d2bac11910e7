/**
 * Button and IconButton set their own size, shape and colour, and a screen may change any of them
 * with `className`. Without a class-merging library (tailwind-merge is 9 KB gzip of the first
 * page's JavaScript, over the phone budget: decision 0027), the stylesheet's order would decide
 * which of two classes of the same kind wins. So a base class steps aside when the caller's
 * className sets the same kind of thing, for the kinds these buttons set.
 */
function kindOf(token: string): string | null {
  const colon = token.lastIndexOf(":");
  const variant = token.slice(0, colon + 1);
  const utility = token.slice(colon + 1);
  const kind =
    /^(h|w|size|gap|px|py|p|rounded|shadow|opacity|bg)(-|$)/.exec(utility)?.[1] ??
    (/^border(-\d+)?$/.test(utility) ? "border-width" : null) ??
    (/^border-/.test(utility) ? "border-colour" : null) ??
    (/^font-(thin|light|normal|medium|semibold|bold|extrabold|black)$/.test(utility)
      ? "font-weight"
      : null) ??
    (/^text-(xs|sm|base|lg|\d?xl)$/.test(utility) ? "text-size" : null) ??
    (/^text-/.test(utility) ? "text-colour" : null) ??
    (/^(grid|inline-flex|flex|block|hidden)$/.test(utility) ? "display" : null);
  return kind === null ? null : variant + kind;
}

/** `base` without the classes whose kind `className` sets, then `className`. */
export function withOverrides(base: string, className: string | undefined): string {
  if (!className) return base;
  const taken = new Set(className.split(/\s+/).map(kindOf));
  const kept = base.split(/\s+/).filter((token) => {
    const kind = kindOf(token);
    return kind === null || !taken.has(kind);
  });
  return `${kept.join(" ")} ${className}`;
}
