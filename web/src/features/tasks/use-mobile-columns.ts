import { useCallback, useState } from "react";
import { readJson, storageKeys, writeJson } from "../../lib/storage";
import { useAfterTakeover } from "../../lib/use-taken-over";

export type MobileColumns = 1 | 2;

/** The 1- or 2-column choice as kept on this device (1 unless 2 was chosen). */
export function readMobileColumns(): MobileColumns {
  return readJson<number>(storageKeys.mobileColumns) === 2 ? 2 : 1;
}

/**
 * Home's 1- or 2-column choice on phones, kept under firstly.homepage-mobile-columns (1 while the
 * app takes over the server's first paint, which cannot know it: lib/use-taken-over.ts).
 */
export function useMobileColumns(): [MobileColumns, () => void] {
  const [kept, setColumns] = useState<MobileColumns>(readMobileColumns);
  const columns = useAfterTakeover(kept, 1);
  const toggle = useCallback(() => {
    setColumns((c) => {
      const next: MobileColumns = c === 1 ? 2 : 1;
      writeJson(storageKeys.mobileColumns, next);
      return next;
    });
  }, []);
  return [columns, toggle];
}
