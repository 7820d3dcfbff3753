// Local sign-in and the first owner's account (POST /api/login, POST /api/setup).
import { z } from "zod";
import "../zod-pt";
import { singleLine } from "./fields";

export const loginSchema = z.object({
  email: z
    .string({ error: "Informe o e-mail" })
    .trim()
    .toLowerCase()
    .email("Email inválido")
    .max(254, "Email inválido"),
  // A schema's own `error` also answers its checks that have none: each check says what it wants.
  password: z
    .string({ error: "Informe a senha" })
    .min(1, "Informe a senha")
    .max(200, "A senha deve ter no máximo 200 caracteres"),
});
export const ownerSetupSchema = z.object({
  firstName: singleLine(
    z.string({ error: "Nome é obrigatório" }).trim().min(1, "Nome é obrigatório").max(100, "Nome muito longo"),
  ),
  lastName: singleLine(z.string().trim().max(100, "Sobrenome muito longo")).optional().default(""),
  email: loginSchema.shape.email,
  password: z
    .string({ error: "A senha deve ter pelo menos 8 caracteres" })
    .min(8, "A senha deve ter pelo menos 8 caracteres")
    .max(200, "A senha deve ter no máximo 200 caracteres"),
});

/** The password rule of the first login, shared by 'Alterar Senha' and the invitation page. */
const newPasswordSchema = ownerSetupSchema.shape.password;

/** A colleague's names, as Perfil and the invitation page take them. */
const personName = singleLine(
  z
    .string({ error: "Nome deve ter pelo menos 2 caracteres" })
    .trim()
    .min(2, "Nome deve ter pelo menos 2 caracteres")
    .max(100, "Nome muito longo"),
);
const personSurname = singleLine(
  z
    .string({ error: "Sobrenome deve ter pelo menos 2 caracteres" })
    .trim()
    .min(2, "Sobrenome deve ter pelo menos 2 caracteres")
    .max(100, "Sobrenome muito longo"),
);

/** Perfil (PUT /api/auth/user): the profile rules of docs/product.md §12.16; each field may be left out. */
export const profileSchema = z.object({
  firstName: personName.optional(),
  lastName: personSurname.optional(),
  email: z
    .string({ error: "Email inválido" })
    .trim()
    .toLowerCase()
    .email("Email inválido")
    .max(254, "Email inválido")
    .optional(),
});
export type ProfileInput = z.infer<typeof profileSchema>;

/** 'Alterar Senha' (POST /api/auth/password). */
export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: "Informe a senha atual" })
    .min(1, "Informe a senha atual")
    .max(200, "A senha deve ter no máximo 200 caracteres"),
  newPassword: newPasswordSchema,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

const roleField = z.enum(["owner", "employee"], { error: "Selecione um perfil: Proprietário ou Funcionário" });

/** The owner invites a colleague (POST /api/users/invitations). */
export const invitationSchema = z.object({
  email: loginSchema.shape.email,
  role: roleField,
});
export type InvitationInput = z.infer<typeof invitationSchema>;

/** PATCH /api/users/:id: a new role, or deactivate / reactivate; one change at a time. */
export const userPatchSchema = z
  .object({
    role: roleField.optional(),
    isActive: z.boolean({ error: "Informe se o usuário fica ativo" }).optional(),
  })
  .refine((patch) => (patch.role === undefined) !== (patch.isActive === undefined), {
    error: "Informe o novo perfil (role) ou se o usuário fica ativo (isActive), um de cada vez",
  })
  .transform((patch): { role: "owner" | "employee" } | { isActive: boolean } =>
    patch.role !== undefined ? { role: patch.role } : { isActive: patch.isActive! },
  );
export type UserPatchInput = z.infer<typeof userPatchSchema>;

/** The invitation page: the colleague's name and the password they choose. */
export const acceptInvitationSchema = z.object({
  firstName: personName,
  lastName: personSurname,
  password: newPasswordSchema,
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;
