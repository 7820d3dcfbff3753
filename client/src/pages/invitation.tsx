import { Hotel } from "lucide-react";
import { AcceptInvitationCard } from "@/features/users/components/accept-invitation-card";

/** /convite#token: the one-time link's page, open without a session. The token is in the fragment, which the
 * browser never sends to a server. */
export default function InvitationPage() {
  const token = window.location.hash.slice(1);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-gradient-to-br from-primary/10 via-background to-background px-4 py-12">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-xl bg-primary text-primary-foreground">
          <Hotel className="size-5" aria-hidden="true" />
        </span>
        <span className="text-2xl font-bold">Hospeda</span>
      </div>
      <AcceptInvitationCard token={token} />
    </main>
  );
}
