import { useLocation, useSearch } from "wouter";
import { PageHeader } from "@/components/page-header";
import { PAGE_HEADINGS } from "@/components/page-headings";
import { useAuth } from "@/api/use-auth";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { BookingPageCard } from "@/features/booking-page/components/booking-page-card";
import { ChannelsPanel } from "@/features/channels/components/channels-panel";
import { AuditLogPanel } from "@/features/audit/components/audit-log-panel";
import { RoomSettingsPanel } from "@/features/rooms/components/room-settings-panel";
import { RoomTypesPanel } from "@/features/rooms/components/room-types-panel";
import { TarifarioPanel } from "@/features/rates/components/tarifario-panel";
import { FnrhSettingsCard } from "@/features/settings/components/fnrh-settings-card";
import { AccountInfoCard } from "@/features/settings/components/account-info-card";
import { GeneralSettingsCard } from "@/features/settings/components/general-settings-card";
import { PousadaCard } from "@/features/settings/components/pousada-card";
import { PrivacyPanel } from "@/features/settings/components/privacy-panel";
import { SystemOwnerOnlyNote, SystemPanel } from "@/features/settings/components/system-panel";
import { ChangePasswordCard } from "@/features/users/components/change-password-card";
import { ProfileCard } from "@/features/users/components/profile-card";
import { UsersPanel } from "@/features/users/components/users-panel";

const TABS = [
  { value: "profile", label: "Perfil" },
  { value: "users", label: "Usuários" },
  { value: "rooms", label: "Quartos/Suítes" },
  { value: "rates", label: "Tarifário" },
  { value: "canais", label: "Canais" },
  { value: "general", label: "Geral" },
  { value: "privacy", label: "Privacidade" },
  { value: "fnrh", label: "FNRH" },
  { value: "system", label: "Sistema" },
] as const;
type SettingsTab = (typeof TABS)[number]["value"];
/** Tabs only the owner sees (the server refuses their reads to anyone else): the team, the channels' calendars, the
 * record of processing and retention, and the government register's credentials. */
const OWNER_TABS = new Set<SettingsTab>(["users", "canais", "privacy", "fnrh"]);

function isSettingsTab(value: string | null): value is SettingsTab {
  return TABS.some((tab) => tab.value === value);
}

export default function SettingsPage() {
  const { user } = useAuth();
  const search = useSearch();
  const [, navigate] = useLocation();
  const requested = new URLSearchParams(search).get("tab");
  const activeTab: SettingsTab = isSettingsTab(requested) ? requested : "profile";

  // The tab lives in the URL so that links (the Rooms page's hand-over) and reloads land on the right one.
  const selectTab = (value: string) => navigate(`/settings?tab=${value}`, { replace: true });

  return (
    <>
      <PageHeader {...PAGE_HEADINGS["/settings"]} />
      <Tabs value={activeTab} onValueChange={selectTab} className="gap-4">
        {/* On a phone the tabs stand in a grid of three, each the same size, rather than rows of uneven length. */}
        <TabsList className="grid h-auto w-full grid-cols-3 gap-1 sm:inline-flex sm:w-fit sm:flex-wrap sm:gap-0">
          {TABS.filter((tab) => !OWNER_TABS.has(tab.value) || user?.role === "owner").map((tab) => (
            <TabsTrigger
              key={tab.value}
              value={tab.value}
              className="min-h-9 px-1 whitespace-normal sm:px-3 sm:whitespace-nowrap"
            >
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="profile" className="space-y-4">
          {user && (
            <AccountInfoCard
              role={user.role}
              email={user.email}
              createdAt={user.createdAt}
              lastLoginAt={user.lastLoginAt}
            />
          )}
          {user && <ProfileCard firstName={user.firstName} lastName={user.lastName} email={user.email} />}
          <ChangePasswordCard />
        </TabsContent>
        {user?.role === "owner" && (
          <TabsContent value="users">
            <UsersPanel currentUserId={user.id} />
          </TabsContent>
        )}
        <TabsContent value="rooms" className="space-y-4">
          <RoomSettingsPanel canManage={user?.role === "owner"} />
          {user?.role === "owner" && <RoomTypesPanel />}
        </TabsContent>
        <TabsContent value="rates">
          <TarifarioPanel canEdit={user?.role === "owner"} />
        </TabsContent>
        {user?.role === "owner" && (
          <TabsContent value="canais">
            <ChannelsPanel />
          </TabsContent>
        )}
        <TabsContent value="general" className="space-y-4">
          <PousadaCard canEdit={user?.role === "owner"} />
          <GeneralSettingsCard canEdit={user?.role === "owner"} />
          {user?.role === "owner" && <BookingPageCard />}
        </TabsContent>
        {user?.role === "owner" && (
          <TabsContent value="privacy">
            <PrivacyPanel />
          </TabsContent>
        )}
        {user?.role === "owner" && (
          <TabsContent value="fnrh">
            <FnrhSettingsCard />
          </TabsContent>
        )}
        <TabsContent value="system" className="space-y-4">
          {user?.role === "owner" ? <SystemPanel /> : <SystemOwnerOnlyNote />}
          {user?.role === "owner" && <AuditLogPanel />}
        </TabsContent>
      </Tabs>
    </>
  );
}
