import type { User } from "../schema/users";

/** What the API tells the client about the signed-in user (never the password hash): GET /api/auth/user. */
export type PublicUser = Pick<
  User,
  "id" | "email" | "firstName" | "lastName" | "profileImageUrl" | "role" | "createdAt" | "lastLoginAt"
>;
