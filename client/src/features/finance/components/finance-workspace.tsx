import { Landmark, Receipt, Tags } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useSearchParam } from "@/hooks/use-search-param";
import { ContasTab } from "./contas-tab";
import { LancamentosTab } from "./lancamentos-tab";
import { TagsTab } from "./tags-tab";

const TABS = [
  { value: "lancamentos", label: "Lançamentos", icon: Receipt },
  { value: "contas", label: "Contas Bancárias", icon: Landmark },
  { value: "tags", label: "Tags", icon: Tags },
] as const;
type FinanceTab = (typeof TABS)[number]["value"];

const isFinanceTab = (value: string): value is FinanceTab => TABS.some((tab) => tab.value === value);

/** The Financeiro module's three tabs (docs/product.md §5.9); the tab is in the URL (?tab=). */
export function FinanceWorkspace({ isOwner }: { isOwner: boolean }) {
  const [tabParam, setTabParam] = useSearchParam("tab");
  const tab: FinanceTab = isFinanceTab(tabParam) ? tabParam : "lancamentos";
  return (
    <Tabs value={tab} onValueChange={(value) => setTabParam(value === "lancamentos" ? "" : value)} className="gap-4">
      <TabsList className="w-full sm:w-fit">
        {TABS.map(({ value, label, icon: Icon }) => (
          <TabsTrigger key={value} value={value}>
            <Icon className="hidden sm:block" aria-hidden="true" />
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="lancamentos">
        <LancamentosTab isOwner={isOwner} />
      </TabsContent>
      <TabsContent value="contas">
        <ContasTab canManage={isOwner} />
      </TabsContent>
      <TabsContent value="tags">
        <TagsTab />
      </TabsContent>
    </Tabs>
  );
}
