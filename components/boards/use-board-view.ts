"use client";

// The board's view state lives in the URL's query. The server renders the view its request names
// (a cached page: the default view, `serverSearch` ""); after hydration the browser's own URL takes
// over. Reading window.location instead of useSearchParams keeps the table in the server's HTML.
import { useCallback, useMemo, useSyncExternalStore } from "react";
import { boardViewToSearch, parseBoardView, type BoardShape, type BoardView } from "@/lib/boards/board-view";

const CHANGE_EVENT = "board-view";

/** Counts changes of the URL made outside the controls (back and forward buttons). */
let outsideChanges = 0;

function subscribe(onChange: () => void): () => void {
  const onPopState = () => {
    outsideChanges += 1;
    onChange();
  };
  window.addEventListener("popstate", onPopState);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("popstate", onPopState);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

const clientSearch = () => window.location.search;
const clientInputsKey = () => `url-${outsideChanges}`;
const serverInputsKey = () => "default";

export type BoardViewState = {
  view: BoardView;
  /** `resetFields` also clears the text fields, for changes that do not come from them (a reset). */
  setView: (next: BoardView, options?: { resetFields?: boolean }) => void;
  /** Changes when the view changes other than through the controls, to reset uncontrolled fields. */
  inputsKey: string;
};

export function useBoardView(shape: BoardShape, serverSearch: string): BoardViewState {
  const search = useSyncExternalStore(subscribe, clientSearch, () => serverSearch);
  const inputsKey = useSyncExternalStore(subscribe, clientInputsKey, serverInputsKey);
  const view = useMemo(() => parseBoardView(new URLSearchParams(search), shape), [search, shape]);
  const setView = useCallback((next: BoardView, options?: { resetFields?: boolean }) => {
    if (options?.resetFields) outsideChanges += 1;
    const query = boardViewToSearch(next);
    window.history.replaceState(null, "", `${window.location.pathname}${query ? `?${query}` : ""}`);
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  return { view, setView, inputsKey };
}
