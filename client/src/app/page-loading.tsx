import { PageHeader } from "@/components/page-header";
import { PAGE_HEADINGS } from "@/components/page-headings";
import { Spinner } from "@/components/ui/spinner";
import type { SignedInPagePath } from "@shared/signed-in-pages";
import { FullPageSpinner } from "./full-page-spinner";

const isHeadedPage = (path: string): path is SignedInPagePath => path in PAGE_HEADINGS;

/**
 * A signed-in page while its code loads: its heading, the same as the page draws, above the spinner. The clerk sees
 * where they are with the shell, and the page's largest text is not held back by its chunk (docs/decisions/0077).
 */
export function PageLoading({ path }: { path: string }) {
  if (!isHeadedPage(path)) return <FullPageSpinner />;
  return (
    <>
      <PageHeader {...PAGE_HEADINGS[path]} />
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner size="lg" showLabel />
      </div>
    </>
  );
}
