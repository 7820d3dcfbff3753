import { useFormContext } from "react-hook-form";
import { TextField } from "@/components/text-fields";

const NEW_PASSWORD = { type: "password", autoComplete: "new-password", maxLength: 200 } as const;

/**
 * A new password and the same typed again (the form's `confirmPassword`, which its schema checks against it), for
 * any form inside its <Form>: two cells of the caller's layout.
 */
export function NewPasswordFields(props: { name: "password" | "newPassword"; label: string; confirmLabel: string }) {
  const { control } = useFormContext<{ password: string; newPassword: string; confirmPassword: string }>();
  return (
    <>
      <TextField
        control={control}
        name={props.name}
        label={props.label}
        inputProps={NEW_PASSWORD}
        description="Pelo menos 8 caracteres."
      />
      <TextField control={control} name="confirmPassword" label={props.confirmLabel} inputProps={NEW_PASSWORD} />
    </>
  );
}
