// Local sign-in and the first owner's account (POST /api/login, POST /api/setup).
import { z } from "zod";
import "../zod-pt";

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
  firstName: z.string({ error: "Nome é obrigatório" }).trim().min(1, "Nome é obrigatório").max(100, "Nome muito longo"),
  lastName: z.string().trim().max(100, "Sobrenome muito longo").optional().default(""),
  email: loginSchema.shape.email,
  password: z
    .string({ error: "A senha deve ter pelo menos 8 caracteres" })
    .min(8, "A senha deve ter pelo menos 8 caracteres")
    .max(200, "A senha deve ter no máximo 200 caracteres"),
});
