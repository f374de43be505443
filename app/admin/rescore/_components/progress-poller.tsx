"use client";

// While a campaign runs: asks the JSON route (which also drops the board's cache once a campaign
// has switched) and re-renders the page every few seconds.
import { useRouter } from "next/navigation";
import { useEffect } from "react";

export function ProgressPoller({ active }: { active: boolean }) {
  const router = useRouter();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      void fetch("/api/v1/admin/rescore", { cache: "no-store" }).finally(() => router.refresh());
    }, 3000);
    return () => clearInterval(timer);
  }, [active, router]);
  return null;
}
