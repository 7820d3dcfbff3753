import { useState } from "react";
import { CreditCard } from "lucide-react";
import { PageHeader } from "@/components/page-header";
import { PAGE_HEADINGS } from "@/components/page-headings";
import { PaymentDialog } from "@/components/payments/payment-dialog";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/api/use-auth";
import { PaymentsWorkspace } from "@/features/payments/components/payments-workspace";

export default function PaymentsPage() {
  const { user } = useAuth();
  const [registering, setRegistering] = useState(false);
  return (
    <>
      <PageHeader
        {...PAGE_HEADINGS["/payments"]}
        actions={
          <Button onClick={() => setRegistering(true)} className="w-full sm:w-auto">
            <CreditCard aria-hidden="true" /> Registrar Pagamento
          </Button>
        }
      />
      {/* Refunds move money out of an account: the owner's (the server refuses anyone else). */}
      <PaymentsWorkspace isOwner={user?.role === "owner"} onRegister={() => setRegistering(true)} />
      <PaymentDialog open={registering} onOpenChange={setRegistering} />
    </>
  );
}
