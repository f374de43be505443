"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** Keeps a page showing a file still being scored up to date (live status). */
export function RefreshWhileProcessing({ everyMs = 1500 }: { everyMs?: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => router.refresh(), everyMs);
    return () => clearInterval(timer);
  }, [router, everyMs]);
  return <span className="text-slate-500">This page updates by itself.</span>;
}
