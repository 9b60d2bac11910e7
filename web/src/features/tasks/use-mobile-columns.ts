import { useCallback, useState } from "react";
import { readJson, storageKeys, writeJson } from "../../lib/storage";

export type MobileColumns = 1 | 2;

/** The 1- or 2-column choice as kept on this device (1 unless 2 was chosen). */
export function readMobileColumns(): MobileColumns {
  return readJson<number>(storageKeys.mobileColumns) === 2 ? 2 : 1;
}

/** Home's 1- or 2-column choice on phones, kept under firstly.homepage-mobile-columns. */
export function useMobileColumns(): [MobileColumns, () => void] {
  const [columns, setColumns] = useState<MobileColumns>(readMobileColumns);
  const toggle = useCallback(() => {
    setColumns((c) => {
      const next: MobileColumns = c === 1 ? 2 : 1;
      writeJson(storageKeys.mobileColumns, next);
      return next;
    });
  }, []);
  return [columns, toggle];
}
