import { useFormContext } from "react-hook-form";
import { TextField } from "@/components/text-fields";

/** Nome and Sobrenome side by side, for any form (inside its <Form>) that has firstName and lastName. */
export function PersonNameFields() {
  const { control } = useFormContext<{ firstName: string; lastName: string }>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        control={control}
        name="firstName"
        label="Nome"
        inputProps={{ autoComplete: "given-name", maxLength: 100 }}
      />
      <TextField
        control={control}
        name="lastName"
        label="Sobrenome"
        inputProps={{ autoComplete: "family-name", maxLength: 100 }}
      />
    </div>
  );
}
