import { useCallback, useState } from "react";
import { readJson, storageKeys, writeJson } from "../../lib/storage";

export type MobileColumns = 1 | 2;

/** Home's 1- or 2-column choice on phones, kept under firstly.homepage-mobile-columns. */
export function useMobileColumns(): [MobileColumns, () => void] {
  const [columns, setColumns] = useState<MobileColumns>(() =>
    readJson<number>(storageKeys.mobileColumns) === 2 ? 2 : 1,
  );
  const toggle = useCallback(() => {
    setColumns((c) => {
      const next: MobileColumns = c === 1 ? 2 : 1;
      writeJson(storageKeys.mobileColumns, next);
      return next;
    });
  }, []);
  return [columns, toggle];
}
