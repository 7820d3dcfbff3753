import { useId, useState, type FormEvent } from "react";
import type { StayGuest } from "@shared/api";
import { isMinorOn } from "@shared/stay-guests";
import { addStayGuestSchema } from "@shared/validators/stay-guests";
import { useAddStayGuest } from "@/api/use-stay-guests";
import { DateField } from "@/components/date-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { serverReason } from "@/lib/api";
import { guestFullName } from "@/lib/guest-name";
import { notifyError, notifySuccess } from "@/lib/notify";

const NO_GUARDIAN = "none";

interface NewCompanionFormProps {
  reservationId: string;
  checkInDate: string;
  listed: StayGuest[];
  onAdded: () => void;
}

type Field = "firstName" | "lastName" | "birthDate";

/** A companion not yet registered: a name and a birth date (no phone); a minor's responsible adult when one is. */
export function NewCompanionForm({ reservationId, checkInDate, listed, onAdded }: NewCompanionFormProps) {
  const id = useId();
  const add = useAddStayGuest(reservationId);
  const adults = listed.filter((guest) => !guest.isMinor);
  const [values, setValues] = useState({ firstName: "", lastName: "", birthDate: "" });
  const [guardian, setGuardian] = useState(adults.find((g) => g.isMain)?.guestId ?? NO_GUARDIAN);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const minor = /^\d{4}-\d{2}-\d{2}$/.test(values.birthDate) && isMinorOn(values.birthDate, checkInDate);

  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const body = { ...values, guardianGuestId: minor && guardian !== NO_GUARDIAN ? guardian : null };
    const parsed = addStayGuestSchema.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    const name = guestFullName(parsed.data as { firstName: string; lastName: string });
    add.mutate(body, {
      onSuccess: () => {
        notifySuccess(`${name} incluído(a) na estadia`);
        onAdded();
      },
      onError: (error) => notifyError(error, "Erro ao adicionar hóspede", serverReason(error)),
    });
  };

  const field = (name: Field, label: string, control: React.ReactNode) => (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      {control}
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="text-sm text-destructive">
          {errors[name]}
        </p>
      )}
    </div>
  );
  const described = (name: Field) => ({
    id: `${id}-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <form className="grid grid-cols-1 gap-3 sm:grid-cols-2" onSubmit={submit} noValidate aria-label="Novo acompanhante">
      {field(
        "firstName",
        "Nome do acompanhante",
        <Input
          {...described("firstName")}
          value={values.firstName}
          onChange={(e) => set("firstName")(e.target.value)}
        />,
      )}
      {field(
        "lastName",
        "Sobrenome do acompanhante",
        <Input {...described("lastName")} value={values.lastName} onChange={(e) => set("lastName")(e.target.value)} />,
      )}
      {field(
        "birthDate",
        "Data de nascimento",
        <DateField
          {...described("birthDate")}
          value={values.birthDate}
          onChange={set("birthDate")}
          yearDropdown
          showToday={false}
          calendarLabel="Abrir calendário do nascimento"
        />,
      )}
      {minor && (
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-guardian`}>Responsável</Label>
          <Select value={guardian} onValueChange={setGuardian}>
            <SelectTrigger id={`${id}-guardian`} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NO_GUARDIAN}>Não informado</SelectItem>
              {adults.map((adult) => (
                <SelectItem key={adult.guestId} value={adult.guestId}>
                  {guestFullName(adult)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      )}
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" size="sm" disabled={add.isPending}>
          {add.isPending ? "Adicionando..." : "Adicionar acompanhante"}
        </Button>
      </div>
    </form>
  );
}
