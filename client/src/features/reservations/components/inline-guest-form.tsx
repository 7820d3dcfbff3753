import type { KeyboardEvent } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { maskPhone } from "@shared/identity";
import { inlineGuestSchema } from "@shared/validators/guests";
import type { GuestRecord } from "@/api/use-guests";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { maskCpf } from "@/lib/cpf-mask";
import { applyServerError } from "@/lib/form-errors";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useCreateInlineGuest } from "../api/use-create-inline-guest";

type InlineGuestInput = z.input<typeof inlineGuestSchema>;
type InlineGuest = z.output<typeof inlineGuestSchema>;

const EMPTY: InlineGuestInput = { firstName: "", lastName: "", phone: "", email: "", cpf: "" };

const FIELDS: Array<{ name: keyof InlineGuestInput; label: string; mask?: (v: string) => string; type?: string }> = [
  { name: "firstName", label: "Nome *" },
  { name: "lastName", label: "Sobrenome *" },
  { name: "phone", label: "Celular *", mask: maskPhone, type: "tel" },
  { name: "email", label: "E-mail", type: "email" },
  { name: "cpf", label: "CPF", mask: maskCpf },
];

interface InlineGuestFormProps {
  onCreated: (guest: GuestRecord) => void;
  onCancel: () => void;
}

/**
 * The short guest form inside the new-reservation dialog (docs/product.md §13.4). It lives inside the reservation's
 * <form>, so it is not a form element itself: its button and the Enter key submit only these fields.
 */
export function InlineGuestForm({ onCreated, onCancel }: InlineGuestFormProps) {
  const createGuest = useCreateInlineGuest();
  const form = useForm<InlineGuestInput, unknown, InlineGuest>({
    resolver: zodResolver(inlineGuestSchema),
    defaultValues: EMPTY,
  });

  const save = form.handleSubmit((values) =>
    createGuest.mutate(values, {
      onSuccess: (guest) => {
        notifySuccess("Hóspede criado com sucesso");
        form.reset(EMPTY);
        onCreated(guest);
      },
      // docs/product.md §13.3's notice; the server's reason (a taken phone, an invalid CPF) also sits under its field.
      onError: (error) => {
        applyServerError(form, error);
        notifyError(error, "Erro", "Erro ao cadastrar hóspede. Verifique se o telefone não está duplicado.");
      },
    }),
  );

  const submitOnEnter = (event: KeyboardEvent) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    void save();
  };

  return (
    <Form {...form}>
      <div className="space-y-4 rounded-md border p-4" onKeyDown={submitOnEnter} role="group" aria-label="Novo hóspede">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {FIELDS.map(({ name, label, mask, type }) => (
            <FormField
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <FormItem className="content-start">
                  <FormLabel>{label}</FormLabel>
                  <FormControl>
                    <Input
                      type={type ?? "text"}
                      autoComplete="off"
                      {...field}
                      value={field.value == null ? "" : String(field.value)}
                      onChange={(event) => field.onChange(mask ? mask(event.target.value) : event.target.value)}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          ))}
        </div>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onCancel} disabled={createGuest.isPending}>
            Cancelar
          </Button>
          <Button type="button" onClick={() => void save()} disabled={createGuest.isPending}>
            {createGuest.isPending ? "Salvando..." : "Cadastrar Hóspede"}
          </Button>
        </div>
      </div>
    </Form>
  );
}
