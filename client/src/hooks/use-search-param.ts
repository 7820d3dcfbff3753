import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "wouter";
import { useDebouncedValue } from "./use-debounced-value";

/**
 * The page's query string and a function that sets several of its parameters at once (an empty value removes one):
 * filters survive a reload and can be shared as a link. A change replaces the history entry, so Back leaves the page.
 */
export function useSearchParamsUpdate(): [URLSearchParams, (changes: Record<string, string>) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params, update];
}

/** One parameter of the page's query string (`?status=confirmed`), read and written in place. */
export function useSearchParam(name: string): [string, (value: string) => void] {
  const [params, update] = useSearchParamsUpdate();
  const setValue = useCallback((next: string) => update({ [name]: next }), [name, update]);
  return [params.get(name) ?? "", setValue];
}

export interface SearchBoxState {
  /** What is in the box, as typed. */
  text: string;
  setText: (text: string) => void;
  /** What the list searches for: the box's text once typing pauses, trimmed; "" for no search. */
  term: string;
  /** The box holds text the list has not searched for yet. */
  pending: boolean;
}

/**
 * A search box kept in the URL (`?q=joao`): the list follows the box once typing pauses, and a reload, a shared
 * link or the Back button bring the same search back.
 */
export function useSearchBox(name = "q"): SearchBoxState {
  const [inUrl, setInUrl] = useSearchParam(name);
  const [text, setText] = useState(inUrl);
  const settled = useDebouncedValue(text);
  const synced = useRef(inUrl);

  // The URL changed from outside (a link to the bare page, Back): the box follows it.
  useEffect(() => {
    if (inUrl === synced.current) return;
    synced.current = inUrl;
    setText(inUrl);
  }, [inUrl]);

  // Typing paused: the URL, and so the list, follow the box.
  useEffect(() => {
    if (settled === synced.current) return;
    synced.current = settled;
    setInUrl(settled);
  }, [settled, setInUrl]);

  const term = inUrl.trim();
  return { text, setText, term, pending: text.trim() !== term };
}
