"use client";

// A wide table's scrolling box on a narrow screen: a keyboard-focusable region that, while its
// content overflows, says so above it ("Scroll for more →") and shades the edge that hides columns.
// The cue follows the box's size and scroll position; a table that fits shows none.
import { useEffect, useRef, useState, type ReactNode } from "react";

interface Overflow {
  scrolls: boolean;
  atEnd: boolean;
}

export function ScrollBox({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ scrolls: false, atEnd: true });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const update = () => {
      const scrolls = element.scrollWidth > element.clientWidth + 1;
      const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
      setOverflow((current) => (current.scrolls === scrolls && current.atEnd === atEnd ? current : { scrolls, atEnd }));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    element.addEventListener("scroll", update, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener("scroll", update);
    };
  }, []);

  return (
    <div className="space-y-1">
      {overflow.scrolls && (
        <p className="text-right text-xs text-slate-600" data-testid="scroll-hint">
          Scroll for more <span aria-hidden>→</span>
        </p>
      )}
      <div className="relative">
        <div
          ref={box}
          role="region"
          aria-label={label}
          // Focusable, so the arrow keys scroll it; the ring shows where the focus is.
          tabIndex={0}
          data-testid={testId}
          data-overflows={overflow.scrolls ? "true" : "false"}
          className="focus-visible:ring-brand-600 overflow-x-auto rounded-lg border border-slate-200 bg-white focus:outline-none focus-visible:ring-2"
        >
          {children}
        </div>
        {overflow.scrolls && !overflow.atEnd && (
          <div
            aria-hidden
            data-testid="scroll-fade"
            className="pointer-events-none absolute inset-y-px right-px w-10 rounded-r-lg bg-gradient-to-l from-slate-400/40 to-transparent"
          />
        )}
      </div>
    </div>
  );
}
