import { useCallback } from "react";
import { useNavigate } from "react-router";

/**
 * docs/behaviour/navigation.md#navigation-rules navigation: going back pops the history stack and
 * returns home when it is empty.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate("/", { replace: true });
  }, [navigate]);
}
