// The shot setting a board, an entry or a page shows, as links that keep it in the address: two
// buttons, or one segmented control.
import Link from "next/link";
import type { Route } from "next";

const LOOKS = {
  buttons: {
    nav: "flex gap-2 text-sm",
    current: "rounded-md bg-brand-700 px-3 py-1 font-medium text-white",
    other: "rounded-md border border-slate-300 px-3 py-1 text-slate-700 hover:bg-slate-50",
  },
  segmented: {
    nav: "inline-flex rounded-md border border-slate-300 bg-white p-0.5 text-sm",
    current: "rounded bg-brand-600 px-3 py-1 font-medium text-white",
    other: "rounded px-3 py-1 text-slate-700 hover:bg-slate-100",
  },
};

export function ShotTabs({
  shots,
  href,
  look = "buttons",
}: {
  shots: 0 | 1;
  href: (shots: 0 | 1) => string;
  look?: keyof typeof LOOKS;
}) {
  const classes = LOOKS[look];
  return (
    <nav aria-label="Shot setting" className={classes.nav}>
      {([0, 1] as const).map((value) => (
        <Link
          key={value}
          href={href(value) as Route}
          aria-current={value === shots ? "page" : undefined}
          className={value === shots ? classes.current : classes.other}
        >
          {value}-shot
        </Link>
      ))}
    </nav>
  );
}
