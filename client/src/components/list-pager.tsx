import { useEffect, useRef, useState } from "react";
import { RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** A list read a page at a time: what its footer needs to ask for the next page. */
export interface ListPaging {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last request for the next page failed: the rows read so far stay, with a retry. */
  nextPageFailed: boolean;
  fetchNextPage: () => void;
}

/** How far below the screen the end of the list is when the next page is asked for, so it is there in time. */
const AHEAD = "0px 0px 800px 0px";

/**
 * The footer of a paged list: asks for the next page by itself as the end of the list comes near (scrolling, or a
 * screen taller than the rows), and offers 'Carregar mais' for the keyboard, a retry after a failure, and a
 * progress line while a page loads.
 */
export function ListPager({ paging, what }: { paging: ListPaging; /** e.g. "hóspedes" */ what: string }) {
  const { hasNextPage, isFetchingNextPage, nextPageFailed, fetchNextPage } = paging;
  const sentinel = useRef<HTMLDivElement>(null);
  const [nearEnd, setNearEnd] = useState(false);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setNearEnd(entry.isIntersecting), { rootMargin: AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage]);

  // A failure waits for the retry button instead of asking again at every scroll.
  const shouldLoad = nearEnd && hasNextPage && !isFetchingNextPage && !nextPageFailed;
  useEffect(() => {
    // Asking again while a page loads is a no-op: the query keeps the request under way.
    if (shouldLoad) fetchNextPage();
  }, [shouldLoad, fetchNextPage]);

  if (!hasNextPage && !isFetchingNextPage) return null;
  return (
    <div ref={sentinel} className="flex flex-col items-center gap-2 border-t px-4 py-4 text-sm text-muted-foreground">
      {isFetchingNextPage ? (
        <Spinner size="sm" label={`Carregando mais ${what}...`} showLabel />
      ) : nextPageFailed ? (
        <>
          <p role="alert">Não foi possível carregar mais {what}.</p>
          <Button variant="outline" size="sm" onClick={fetchNextPage}>
            <RotateCw aria-hidden="true" /> Tentar novamente
          </Button>
        </>
      ) : (
        <Button variant="outline" size="sm" onClick={fetchNextPage}>
          Carregar mais
        </Button>
      )}
    </div>
  );
}
